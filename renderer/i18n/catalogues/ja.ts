import type { Catalogue } from '../en';

/** Japanese. */
const ja = {
  language: {
    language: '言語',
    loadFailed: '{language} を読み込めませんでした。接続を確認して、もう一度お試しください。',
  },
  app: {
    somethingWrong: '問題が発生しました。',
    reloadingIn: '{seconds} 秒後に再読み込みします…',
    reloading: '再読み込みしています…',
  },
  wall: {
    welcome: 'Story Point へようこそ',
    yourScreenCode: 'スクリーンコード：',
    change: '変更',
    joinFromPhone: 'スマートフォンから参加：コードをスキャンするか、次を開いてください',
    qrLabel: '参加用 QR コード：{url}',
    joinThisScreen: 'このスクリーンに参加',
    noAddress:
      'まだスマートフォンから参加できません。このコンピューターを会議室のネットワークに接続するか、設定で "site" を指定してください。',
    noAddressShort: '参加できません：ネットワークアドレスがありません（または "site" を指定）。',
    loopbackOnly:
      'このリンクはこのコンピューターでのみ有効です。スマートフォン用には HOST=0.0.0.0 で起動するか、"site" を指定してください。',
    loopbackOnlyShort:
      'このコンピューターのみ：スマートフォンには HOST=0.0.0.0 か "site" が必要です。',
    connecting: '接続中…',
    online: 'オンライン',
    offline: 'オフライン',
    participant: '参加者',
    ready: '準備完了',
    averagePoint: '平均ポイント',
    pauseSession: 'セッションを一時停止',
    continueSession: 'セッションを再開',
    closePreview: 'プレビューを閉じる',
    newRound: '新しいラウンド',
    options: 'オプション',
    settings: '設定',
    dismiss: '閉じる',
    away: '離席中',
    cardUnreadable: 'カードを読み取れませんでした',
    coffee: 'コーヒー',
  },
} satisfies Catalogue;

export default ja;
