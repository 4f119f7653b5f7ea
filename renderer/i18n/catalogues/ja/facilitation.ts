import type { Catalogue } from '../../en';

/** Japanese: the facilitator's tools, on the wall and on phones. */
export const facilitation = {
  waitingFor: '待っている人: {names}',
  listSeparator: '、',
  nudge: '催促',
  nudgeSent: '催促しました',
  nudgeTooSoon: 'さきほど催促したばかりです。数秒後にもう一度お試しください。',
  nudgeFailed: '催促を送れませんでした。接続を確認して、もう一度お試しください。',
  nudged: 'みんながあなたを待っています',
  revealNow: '今すぐ公開',
  revealNowConfirm: 'もう一度 R を押すと今すぐ公開します',
  revealFailed: 'カードを公開できませんでした。接続を確認して、もう一度お試しください。',
  noVote: '投票なし',
  revealedEarly: '早めに公開',
  noVoteFrom: '投票なし: {names}',
  median: '中央値',
  anonymousVote: '投票 {value}',
  revealingIn: '{seconds} 秒後に公開',
  sizedSoFar: '見積もり済み',
  boardEmpty: '見積もり済みのストーリーはまだありません。',
  close: '閉じる',
} satisfies Catalogue['facilitation'];
