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

export const nextStory = {
  nextStory: '下一个故事',
  saves: '为 {story} 保存 {value}',
  otherCard: '或保存另一张牌：',
  saveInstead: '改为保存 {value}',
  noClosest: '没有最接近的牌：请为 {story} 选择估算值，或跳过它。',
  skipStory: '跳过故事',
  failed: '无法进入下一个故事；未做任何更改。请检查连接后重试。',
} satisfies Catalogue['nextStory'];
