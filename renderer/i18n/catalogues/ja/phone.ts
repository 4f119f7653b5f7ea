import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { backlog, nextStory } from './refinement';
import { watch } from './watch';
import { facilitation } from './facilitation';

/** Japanese: what the phone shows (and the wall too) (i18n/scopes.ts). */
const phone = {
  app: {
    somethingWrong: '問題が発生しました。',
    reloadingIn: '{seconds} 秒後に再読み込みします…',
    reloading: '再読み込みしています…',
    couldNotStart:
      'Story Point を起動できませんでした。ページを再読み込みして、もう一度お試しください。',
  },
  shared: {
    averagePoint: '平均ポイント',
    newRound: '新しいラウンド',
  },
  round: {
    cardsNotCleared: {
      other:
        '新しいラウンド：{count} 枚のカードをクリアできませんでした。接続を確認して、もう一度「新しいラウンド」を押してください。',
    },
    othersNotTold:
      '新しいラウンド：他の端末に通知できませんでした。接続を確認して、もう一度「新しいラウンド」を押してください。',
  },
  phone: {
    screen: 'スクリーン {code}',
    leave: '退出',
    offline: 'オフライン — 投票は保存され、接続が戻ると送信されます',
    joinTitle: '投票に参加',
    joinIntro:
      'スマートフォンでカードを選んでください。全員の準備ができるとスクリーンに表示されます。',
    yourName: '名前',
    pictureUrl: '画像の URL（任意）',
    pictureHelp: '空欄にするとイニシャルが使われます',
    pictureBroken: '画像を読み込めなかったため、イニシャルを表示しています。',
    screenCode: 'スクリーンコード',
    screenCodeHelp: 'スクリーンに表示されています。別のコードを入力すると部屋を切り替えられます',
    join: '参加',
    starting: '起動中…',
    noScript:
      'Story Point で投票に参加するには JavaScript が必要です。ブラウザの設定で JavaScript を有効にしてから、このページを再読み込みしてください。',
    nameRequired: '名前を入力してください',
    nameTooLong: '{max} 文字以内で入力してください',
    pictureInvalid: '画像のアドレスは http:// または https:// で始めてください',
    pictureTooLong: '画像のアドレスは {max} 文字以内にしてください',
    codeRequired: 'スクリーンに表示されているコードを入力してください',
    nameLength: '{length}/{max} · このスマートフォンに保存されます',
  },
  phoneBoard: {
    readyCount: '{participants} 人中 {ready} 人が準備完了',
    stillChoosing: '選択中：{names}',
    nameAway: '{name}（離席中）',
    nameOffline: '{name}（オフライン）',
    listSeparator: '、',
    cardsRevealed: 'カードが公開されました',
    lateJoin: 'このラウンドは参加前に公開されました。次のラウンドから参加できます。',
    yourCard: 'あなたのカード',
    waitingForOthers: '他の人を待っています',
    readyToShow: '公開の準備はできましたか？',
    pickYourCard: 'カードを選んでください',
    cards: 'カード',
    cardSet: 'カードセット',
    points: 'ポイント',
    tShirt: 'T シャツ',
    joinNextRound: '新しいラウンドが始まると参加できます',
    anyoneNextRound: '次のラウンドは誰でも開始できます（ここでもスクリーンでも）',
    notReady: '準備未完了 — カードを変更',
    pickFirst: '先にカードを選んでください',
    ready: '準備完了',
    cardsNextRound: '次のラウンドのカード',
    yourVote: 'あなたの投票',
    tapToChange: 'タップしてカードを変更',
    tapACard: 'カードをタップ',
    card: 'カード {value}',
    oneHalf: '2 分の 1',
    infinity: '無限大',
    notSure: 'わからない',
    coffeeBreak: '休憩',
    session: 'セッション',
    history: '履歴',
    backToVoting: '投票に戻る',
    loading: '読み込み中…',
    announceRevealed: 'カードが公開されました。平均 {average}。',
    announceClosest: '最も近いカード {value}。',
    announceNextUp: '次に大きいカード {value}。',
    announceNewRound: '新しいラウンド',
  },
  language: {
    loading: '読み込み中…',
    language: '言語',
    loadFailed: '{language} を読み込めませんでした。接続を確認して、もう一度お試しください。',
  },
  deck: {
    cards: 'カード',
    deck: 'デッキ',
    standard: '標準',
    fibonacci: 'フィボナッチ',
    tshirt: 'Tシャツサイズ',
    powers: '2のべき乗',
    hours: '時間',
    custom: 'カスタム',
    question: '質問カード (?)',
    coffee: 'コーヒーカード (C)',
    customLabel: '使うカード',
    customHelp: 'カードはカンマで区切ります: 最大{max}枚、各{length}文字まで。',
    useCards: 'このカードを使う',
    empty: 'カードを1枚以上入力してください。',
    tooMany: 'カードは最大{max}枚です: このリストには{count}枚あります。',
    tooLong: '「{card}」は{max}文字を超えています。',
    twice: '「{card}」が2回入っています。',
    confirm: 'カードを変えると新しいラウンドが始まります',
    confirmDetail: 'このラウンドの投票は消去されます。',
    change: 'カードを変更',
    cancel: 'キャンセル',
    saveFailed: 'カードを変更できませんでした。接続を確認して、もう一度お試しください。',
    inUse: '使用中のカード: {cards}',
    inUseTitle: '使用中のカード',
    close: '閉じる',
  },
  session: {
    story: 'ストーリー',
    addStory: 'ストーリーを追加',
    storyPlaceholder: '何を見積もりますか？',
    save: '保存',
    cancel: 'キャンセル',
    restart: 'やり直す',
    stop: '停止',
    timer: 'タイマー',
    countdown: 'カウントダウン',
    timeLeft: '残り時間',
    timesUp: '時間切れ',
    session: 'セッション',
  },
  backlog,
  nextStory,
  watch,
  facilitation,
} satisfies Pick<Catalogue, ScopeParts<'phone'>>;

export default phone;

/**
 * The language's other chunks, named here rather than in the page's own code, which
 * then names one chunk per language (i18n/load.ts): every page loads this one first.
 */
export const chunks = {
  panels: () => import('./panels'),
  wall: () => import('./wall'),
};
