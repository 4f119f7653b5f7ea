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

/** The 'Backlog' panel: the stories, the import and the exports. */
export const backlogPanel = {
  importHeading: 'ストーリーをインポート',
  pasteLabel: 'ストーリーを貼り付け',
  pasteHelp:
    'Jira・Azure DevOps・GitHub の CSV エクスポート、key,title,description の表、または 1 行に 1 件のストーリー。',
  readText: 'プレビュー',
  uploadFile: 'ファイルをアップロード',
  fileUnreadable: 'ファイルを読み込めませんでした。もう一度試すか、テキストを貼り付けてください。',
  readAs: '{format} として読み込み',
  formatLines: '1 行に 1 件のストーリー',
  storyCount: {
    other: '{count} 件のストーリー',
  },
  rowsSkipped: {
    other: '{count} 行をスキップ: {rows}',
  },
  rowNoTitle: '{row} 行目にタイトルがありません',
  rowTitleTooLong: '{row} 行目のタイトルが {max} 文字を超えています',
  rowKeyTooLong: '{row} 行目のキーが {max} 文字を超えています',
  andMore: {
    other: '{rows} ほか {count} 行',
  },
  listSeparator: '、',
  partSeparator: '。',
  descriptionsCut: {
    other: '{count} 件の説明を {max} 文字に短縮',
  },
  fileTooLarge: 'ファイルは {size} MB です。インポートできるのは {max} MB までです。',
  textTooLarge: 'テキストは {size} MB です。インポートできるのは {max} MB までです。',
  fileNotText:
    'ファイルがテキストではありません。CSV ファイルかプレーンテキストをインポートしてください。',
  textNotText:
    '貼り付けたテキストに、テキストファイルにはない文字が含まれています。プレーンテキストか CSV を貼り付けてください。',
  nothingEmpty: 'インポートするものがありません: 空です。',
  nothingStories: 'インポートするものがありません: {rows}。',
  unclosedQuote: '{row} 行目で開いた引用符が閉じられていません。',
  tooMany: {
    other: '{count} 件のストーリー: バックログには最大 {max} 件までです。',
  },
  overCapacity: {
    other:
      'バックログには {existing}があります。さらに {count} 件追加すると上限の {max} 件を超えます。置き換えるか、件数を減らしてください。',
  },
  saveFailed:
    'バックログを保存できませんでした。何も変更されていません。接続を確認して、もう一度お試しください。',
  moveFailed: 'ストーリーを切り替えられませんでした。接続を確認して、もう一度お試しください。',
  import: 'インポート',
  cancel: 'キャンセル',
  appendOrReplace: {
    other:
      'バックログにはすでに {count} 件のストーリーがあります。後ろに追加しますか、それとも置き換えますか？',
  },
  append: '追加',
  replace: '置き換え',
  imported: {
    other: '{count} 件のストーリーをインポートしました。',
  },
  stories: 'ストーリー一覧',
  empty: 'バックログはまだありません。ストーリーをインポートすると 1 件ずつ見積もれます。',
  estimatedCount: '{total} 件中 {estimated} 件見積もり済み',
  notEstimated: '未見積もり',
  columnKey: 'キー',
  columnStory: 'ストーリー',
  columnEstimate: '見積もり',
  columnEstimatedAt: '見積もり日時',
  columnVotes: '投票',
  estimate: '見積もり {value}',
  current: '現在',
  estimateNow: '今すぐ見積もる',
  reEstimate: '再見積もり',
  back: '前へ',
  skip: 'スキップ',
  downloadCsv: 'CSV をダウンロード',
  downloadMarkdown: 'Markdown をダウンロード',
  was: '以前は {value}',
  issueLink: '課題',
} satisfies Catalogue['backlogPanel'];

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
