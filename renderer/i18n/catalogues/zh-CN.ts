import type { Catalogue } from '../en';

/** Chinese (Simplified). */
const zhCN = {
  language: {
    language: '语言',
    loadFailed: '无法加载{language}。请检查网络连接后重试。',
  },
} satisfies Catalogue;

export default zhCN;
