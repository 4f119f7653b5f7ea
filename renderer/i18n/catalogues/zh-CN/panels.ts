import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { roomOptions } from './room-options';

/** Chinese (Simplified): the panels either page opens on request: the result, the history, the backlog (i18n/scopes.ts). */
const panels = {
  result: {
    title: '结果',
    consensus: '达成共识',
    closest: '最接近的卡牌',
    lowest: '最低',
    highest: '最高',
    distribution: '每张卡牌的票数',
    noNumbers: '没有数字投票',
    show: '显示结果摘要',
    votes: { other: '{count} 票' },
    valueVotes: '{value}：{votes}',
    coffee: '咖啡',
  },
  roomOptions,
  history: {
    noStory: '无需求',
    time: '时间',
    story: '需求',
    votes: '投票',
    average: '平均值',
    closestCard: '最接近的卡牌',
    confirmDelete: '要为所有人删除这一轮吗？',
    delete: '删除',
    keep: '保留',
    deleteRound: '删除这一轮',
    downloadCsv: '下载 CSV',
    copyMarkdown: '复制为 Markdown',
    copied: '已复制为 Markdown 表格',
    copyRefused: '浏览器拒绝了复制，请重试',
    loading: '加载中…',
    empty: '还没有轮次：每一轮翻牌后都会保存在这里。',
    rounds: '轮次',
  },
  /** The 'Backlog' panel: the stories, the import and the exports. */
  backlogPanel: {
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
  },
} satisfies Pick<Catalogue, ScopeParts<'panels'>>;

export default panels;
