import type { Catalogue } from '../../en';

/** Japanese: the refinement session's texts (backlog, Next story), apart so each file stays small. */
export const backlog = {
  backlog: 'バックログ',
  place: '{total} 件中 {position} 件目',
  next: '次: {story}',
  lastStory: '最後のストーリー',
  showDescription: '説明を表示',
  hideDescription: '説明を隠す',
} satisfies Catalogue['backlog'];

export const nextStory = {
  nextStory: '次のストーリー',
  saves: '{story} に {value} を保存します',
  otherCard: 'または別のカードを保存：',
  saveInstead: '代わりに {value} を保存',
  noClosest: '最も近いカードがありません。{story} の見積もりを選ぶか、スキップしてください。',
  skipStory: 'ストーリーをスキップ',
  failed:
    '次のストーリーに進めませんでした。何も変更されていません。接続を確認して、もう一度お試しください。',
} satisfies Catalogue['nextStory'];
