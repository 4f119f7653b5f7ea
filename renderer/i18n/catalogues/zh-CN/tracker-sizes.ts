import type { Catalogue } from '../../en';

/** Simplified Chinese: the team's T-shirt sizes as numbers (Options, Issue tracker). */
export const trackerSizes = {
  heading: 'T 恤尺码对应的数字',
  help: '跟踪器的估算字段只接受数字：保存后，每个尺码按其数字写入。留空的尺码不会写入。',
  save: '保存',
  clear: '清除',
  saved: '已保存：尺码按这些数字写入。',
  notSaved: '未保存：尺码不会写入跟踪器。',
  bad: '请为 {sizes} 输入最多 6 位数字（最多 6 位小数），或留空。',
  outOfOrder: '{size} 的数字比更小的尺码还小：请确认这是有意为之。',
  dropped: '无法读取已保存的尺码数字，已将其丢弃：请重新保存。',
  notMapped: '“{card}”是没有数字的尺码：可在“选项 › 问题跟踪系统”中为尺码设置数字。',
} satisfies Catalogue['trackerSizes'];
