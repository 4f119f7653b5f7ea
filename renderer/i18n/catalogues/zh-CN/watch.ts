import type { Catalogue } from '../../en';

/** Simplified Chinese: watching without voting. */
export const watch = {
  watchOnly: '只观看，不投票',
  watchOnlyHelp: '查看需求、计时器和结果，屏幕上不显示你的卡牌',
  watching: '你正在观看',
  watchingNote: '屏幕上没有你的卡牌，本轮投票将在没有你的情况下进行。',
  voteInstead: '改为投票',
  watchingCount: { other: '{count} 人观看中' },
} satisfies Catalogue['watch'];
