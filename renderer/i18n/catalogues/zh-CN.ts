import type { Catalogue } from '../en';

/** Chinese (Simplified). */
const zhCN = {
  language: {
    language: '语言',
    loadFailed: '无法加载{language}。请检查网络连接后重试。',
  },
  app: {
    somethingWrong: '出了点问题。',
    reloadingIn: '{seconds} 秒后重新加载…',
    reloading: '正在重新加载…',
  },
  wall: {
    welcome: '欢迎使用 Story Point',
    yourScreenCode: '你的屏幕代码：',
    change: '更改',
    joinFromPhone: '用手机加入：扫描二维码或打开',
    qrLabel: '加入二维码：{url}',
    joinThisScreen: '加入此屏幕',
    noAddress: '手机暂时无法加入：请将这台电脑连接到会议室网络，或在配置中设置 "site"。',
    noAddressShort: '无法加入：没有网络地址（或设置 "site"）。',
    loopbackOnly: '此链接仅在这台电脑上有效。要让手机加入，请用 HOST=0.0.0.0 启动或设置 "site"。',
    loopbackOnlyShort: '仅限本机：手机需要 HOST=0.0.0.0 或 "site"。',
    connecting: '正在连接…',
    online: '在线',
    offline: '离线',
    participant: '参与者',
    ready: '已就绪',
    averagePoint: '平均点数',
    pauseSession: '暂停会话',
    continueSession: '继续会话',
    closePreview: '关闭预览',
    newRound: '新一轮',
    options: '选项',
    settings: '设置',
    dismiss: '关闭',
    away: '离开',
    cardUnreadable: '无法读取卡牌',
    coffee: '咖啡',
  },
} satisfies Catalogue;

export default zhCN;
