import type { Catalogue } from '../../en';

/** Japanese: watching without voting. */
export const watch = {
  watchOnly: '投票せずに見る',
  watchOnlyHelp: 'ストーリー、タイマー、結果を見られます。画面にあなたのカードは出ません',
  watching: '見学中です',
  watchingNote: 'あなたのカードは画面に出ていません。ラウンドはあなた抜きで進みます。',
  voteInstead: '投票に参加する',
  watchingCount: { other: '{count} 人が見学中' },
} satisfies Catalogue['watch'];
