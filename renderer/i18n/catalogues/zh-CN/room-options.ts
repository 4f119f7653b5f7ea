import type { Catalogue } from '../../en';

/** Simplified Chinese: Options for how a round goes. */
export const roomOptions = {
  round: '轮次',
  revealCountdown: '倒计时后亮牌',
  soundAtReveal: '亮牌时播放声音',
  hideNames: '隐藏姓名',
  suggestedCard: '建议卡片',
  closest: '最接近的卡片',
  nextUp: '向上取最近的卡片',
  saveFailed: '无法更改该选项。请检查连接后重试。',
  keyReveal: '在所有人准备好之前立即亮牌(按两次)',
  keyNudge: '提醒尚未准备好的人',
  keyBoard: '显示或隐藏已估算的故事',
} satisfies Catalogue['roomOptions'];
