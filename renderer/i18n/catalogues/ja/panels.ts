import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { roomOptions } from './room-options';

/** Japanese: the panels either page opens on request: the result, the history, the backlog (i18n/scopes.ts). */
const panels = {
  result: {
    title: '結果',
    consensus: '合意',
    closest: '最も近いカード',
    lowest: '最小',
    highest: '最大',
    distribution: 'カードごとの票数',
    noNumbers: '数値の投票はありません',
    show: '結果の概要を表示',
    votes: { other: '{count} 票' },
    valueVotes: '{value}：{votes}',
    coffee: 'コーヒー',
  },
  roomOptions,
  history: {
    noStory: 'ストーリーなし',
    time: '時刻',
    story: 'ストーリー',
    votes: '投票',
    average: '平均',
    closestCard: '最も近いカード',
    confirmDelete: 'このラウンドを全員の履歴から削除しますか?',
    delete: '削除',
    keep: '残す',
    deleteRound: 'ラウンドを削除',
    downloadCsv: 'CSV をダウンロード',
    copyMarkdown: 'Markdown 形式でコピー',
    copied: 'Markdown の表としてコピーしました',
    copyRefused: 'ブラウザーがコピーを許可しませんでした。もう一度お試しください',
    loading: '読み込み中…',
    empty: 'まだラウンドはありません。公開したラウンドはここに残ります。',
    rounds: 'ラウンド',
  },
  /** The 'Backlog' panel: the stories, the import and the exports. */
  backlogPanel: {
    importHeading: 'ストーリーをインポート',
    pasteLabel: 'ストーリーを貼り付け',
    pasteHelp:
      'Jira・Azure DevOps・GitHub の CSV エクスポート、key,title,description の表、または 1 行に 1 件のストーリー。',
    readText: 'プレビュー',
    uploadFile: 'ファイルをアップロード',
    fileUnreadable:
      'ファイルを読み込めませんでした。もう一度試すか、テキストを貼り付けてください。',
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
  },
} satisfies Pick<Catalogue, ScopeParts<'panels'>>;

export default panels;
