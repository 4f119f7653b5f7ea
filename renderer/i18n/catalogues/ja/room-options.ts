import type { Catalogue } from '../../en';

/** Japanese: Options for how a round goes. */
export const roomOptions = {
  round: 'ラウンド',
  revealCountdown: 'カウントダウンして公開',
  soundAtReveal: '公開時に音を鳴らす',
  hideNames: '名前を隠す',
  suggestedCard: '提案カード',
  closest: '最も近いカード',
  nextUp: '次に大きいカード',
  saveFailed: 'オプションを変更できませんでした。接続を確認して、もう一度お試しください。',
  keyReveal: '全員の準備ができる前に今すぐ公開(2 回押す)',
  keyNudge: '準備ができていない人に催促する',
  keyBoard: '見積もり済みのストーリーを表示・非表示',
} satisfies Catalogue['roomOptions'];
