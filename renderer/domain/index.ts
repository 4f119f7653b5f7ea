/**
 * The pure domain rules of Story Point, re-exported in one place. No React, MobX or
 * Firebase here: time and randomness come in as parameters.
 */
export * from './types';
export * from '../../shared/screen-code';
export * from './codec';
export * from './cards';
export * from './average';
export * from './reveal';
export * from './participants';
export * from './zoom';
export * from './card-fit';
export * from './constants';
export * from './records';
export * from './storage';
export * from './storage-keys';
export * from './safe-regex';
export * from './image-rule-list';
export * from './image-rule-syntax';
export * from './image-rules';
export * from './avatar';
export * from '../../shared/route';
export * from './theme-config';
export * from './round';
export * from './round-number';
export * from './result-summary';
export * from './story';
export * from './session-timer';
export * from './history';
export * from './history-export';
export * from './export-cells';
export * from './csv';
export * from './backlog';
export * from './backlog-import';
export * from './backlog-export';
