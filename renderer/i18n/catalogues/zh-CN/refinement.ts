import type { Catalogue } from '../../en';

/** Chinese (Simplified): the refinement session's texts (backlog, Next story), apart so each file stays small. */
export const backlog = {
  backlog: '待办列表',
  place: '第 {position} 个，共 {total} 个',
  next: '下一个：{story}',
  lastStory: '最后一个故事',
  showDescription: '显示描述',
  hideDescription: '隐藏描述',
} satisfies Catalogue['backlog'];

/** The 'Backlog' panel: the stories, the import and the exports. */
export const backlogPanel = {
  importHeading: '导入故事',
  pasteLabel: '粘贴故事',
  pasteHelp:
    'Jira、Azure DevOps 或 GitHub 导出的 CSV、key,title,description 表格，或每行一个故事。',
  readText: '预览',
  uploadFile: '上传文件',
  fileUnreadable: '无法读取该文件。请重试，或粘贴其中的文本。',
  readAs: '识别为 {format}',
  formatLines: '每行一个故事',
  storyCount: {
    other: '{count} 个故事',
  },
  rowsSkipped: {
    other: '跳过 {count} 行：{rows}',
  },
  rowNoTitle: '第 {row} 行没有标题',
  rowTitleTooLong: '第 {row} 行标题超过 {max} 个字符',
  rowKeyTooLong: '第 {row} 行键超过 {max} 个字符',
  andMore: {
    other: '{rows}，另有 {count} 行',
  },
  listSeparator: '、',
  partSeparator: '；',
  descriptionsCut: {
    other: '{count} 条描述被截至 {max} 个字符',
  },
  fileTooLarge: '文件大小为 {size} MB；最多可导入 {max} MB。',
  textTooLarge: '文本大小为 {size} MB；最多可导入 {max} MB。',
  fileNotText: '该文件不是文本：请导入 CSV 文件或纯文本。',
  textNotText: '粘贴的文本含有文本文件中不会出现的字符：请粘贴纯文本或 CSV。',
  nothingEmpty: '没有可导入的内容：内容为空。',
  nothingStories: '没有可导入的内容：{rows}。',
  unclosedQuote: '第 {row} 行的引号没有闭合。',
  tooMany: {
    other: '{count} 个故事：待办列表最多容纳 {max} 个。',
  },
  overCapacity: {
    other:
      '待办列表已有 {existing}；再加 {count} 个将超过上限 {max} 个。请替换列表，或少导入一些。',
  },
  saveFailed: '无法保存待办列表；没有任何更改。请检查连接后重试。',
  moveFailed: '无法切换故事。请检查连接后重试。',
  import: '导入',
  cancel: '取消',
  appendOrReplace: {
    other: '待办列表中已有 {count} 个故事。将新故事追加到后面，还是替换现有列表？',
  },
  append: '追加',
  replace: '替换',
  imported: {
    other: '已导入 {count} 个故事。',
  },
  stories: '故事列表',
  empty: '还没有待办列表：导入故事后即可逐个估算。',
  estimatedCount: '已估算 {estimated} / {total}',
  notEstimated: '未估算',
  columnKey: '编号',
  columnStory: '需求',
  columnEstimate: '估算',
  columnEstimatedAt: '估算时间',
  columnVotes: '投票',
  estimate: '估算 {value}',
  current: '当前',
  estimateNow: '现在估算',
  reEstimate: '重新估算',
  back: '上一个',
  skip: '跳过',
  downloadCsv: '下载 CSV',
  downloadMarkdown: '下载 Markdown',
  was: '原为 {value}',
  issueLink: '事务',
} satisfies Catalogue['backlogPanel'];

export const nextStory = {
  nextStory: '下一个故事',
  saves: '为 {story} 保存 {value}',
  otherCard: '或保存另一张牌：',
  saveInstead: '改为保存 {value}',
  noClosest: '没有最接近的牌：请为 {story} 选择估算值，或跳过它。',
  skipStory: '跳过故事',
  failed: '无法进入下一个故事；未做任何更改。请检查连接后重试。',
} satisfies Catalogue['nextStory'];
