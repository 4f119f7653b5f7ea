import type { Catalogue } from '../../en';

/** Simplified Chinese: the facilitator's tools, on the wall and on phones. */
export const facilitation = {
  waitingFor: '正在等待:{names}',
  listSeparator: '、',
  nudge: '提醒',
  nudgeSent: '已发送提醒',
  nudgeTooSoon: '刚刚已发送过提醒。请几秒后再试。',
  nudgeFailed: '无法发送提醒。请检查连接后重试。',
  nudged: '大家正在等你',
  revealNow: '立即亮牌',
  revealNowConfirm: '再按一次 R 立即亮牌',
  revealFailed: '无法亮牌。请检查连接后重试。',
  noVote: '未投票',
  revealedEarly: '提前亮牌',
  noVoteFrom: '未投票:{names}',
  median: '中位数',
  anonymousVote: '投票 {value}',
  revealingIn: '{seconds} 秒后亮牌',
  sizedSoFar: '已估算',
  boardEmpty: '还没有已估算的故事。',
  close: '关闭',
} satisfies Catalogue['facilitation'];
