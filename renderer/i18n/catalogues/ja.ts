import type { Catalogue } from '../en';

/** Japanese. */
const ja = {
  language: {
    language: '言語',
    loadFailed: '{language} を読み込めませんでした。接続を確認して、もう一度お試しください。',
  },
} satisfies Catalogue;

export default ja;
