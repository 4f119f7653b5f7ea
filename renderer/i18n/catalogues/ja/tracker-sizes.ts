import type { Catalogue } from '../../en';

/** Japanese: the team's T-shirt sizes as numbers (Options, Issue tracker). */
export const trackerSizes = {
  heading: 'Tシャツサイズを数値に',
  help: 'トラッカーの見積もりフィールドは数値を受け付けます。保存すると、各サイズはその数値として書き込まれます。空欄のサイズは書き込まれません。',
  save: '保存',
  clear: 'クリア',
  saved: '保存済み：サイズはこれらの数値として書き込まれます。',
  notSaved: '未保存：サイズはトラッカーに書き込まれません。',
  bad: '{sizes} には6桁以内（小数は6桁以内）の数値を入力するか、空欄にしてください。',
  outOfOrder:
    '{size} の数値が、より小さいサイズの数値より小さくなっています。意図どおりか確認してください。',
  dropped: '保存されたサイズの数値を読み取れなかったため破棄しました。もう一度保存してください。',
  notMapped:
    '「{card}」は数値のないサイズです。サイズの数値はオプションの課題トラッカーで設定できます。',
} satisfies Catalogue['trackerSizes'];
