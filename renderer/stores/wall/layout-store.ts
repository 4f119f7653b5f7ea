/**
 * Where each card stands on the wall (docs/product.md, Positions): Left, Center or
 * Right per participant, kept in local storage (`positionConfig`) on this device.
 */
import { action, makeObservable, observableRef } from 'mobx';
import {
  hasCustomPositions,
  isPositionConfig,
  parseStoredJson,
  positionOf,
  withPosition,
  type PositionConfig,
} from '../../domain/storage';
import { STORAGE_KEYS } from '../../domain/storage-keys';
import type { GridPosition } from '../../domain/types';
import type { AppDeps } from '../common/deps';

/** The three columns of the positioned grid. */
export interface GridGroups<V> {
  left: V[];
  center: V[];
  right: V[];
}

/** The grid positions of this wall. */
export class LayoutStore {
  /** userId → grid position. */
  positions: PositionConfig;

  readonly #storage: AppDeps['localStorage'];

  constructor(storage: AppDeps['localStorage']) {
    this.#storage = storage;
    this.positions = parseStoredJson(
      storage.getItem(STORAGE_KEYS.positionConfig),
      isPositionConfig,
      {},
    );
    makeObservable(this, { positions: observableRef, set: action });
  }

  /** The position of one participant ('default' when none is stored). */
  positionOf(userId: string): GridPosition {
    return positionOf(this.positions, userId);
  }

  /** 'Set Position': 'default' (Center) removes the stored entry. */
  set(userId: string, position: GridPosition): void {
    this.positions = withPosition(this.positions, userId, position);
    this.#storage.setItem(STORAGE_KEYS.positionConfig, JSON.stringify(this.positions));
  }

  /** The left / centre / right columns once any position is configured, else null. */
  groups<V extends { readonly position: GridPosition }>(views: readonly V[]): GridGroups<V> | null {
    if (!hasCustomPositions(this.positions)) return null;
    const groups: GridGroups<V> = { left: [], center: [], right: [] };
    for (const v of views) {
      const p = v.position;
      (p === 'left' ? groups.left : p === 'right' ? groups.right : groups.center).push(v);
    }
    return groups;
  }
}
