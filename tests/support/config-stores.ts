/**
 * The wall's config stores for tests, built and started as the wall root builds them
 * (without the roster, so the fake clock holds only the config's own timers), and the
 * settings menu's edit view switch, one per set as the menu keeps one.
 */
import type { ScreenConfig, Theme } from '../../renderer/domain/types';
import { ConfigWriterStore } from '../../renderer/stores/wall/config-writer-store';
import type { AppDeps } from '../../renderer/stores/common/deps';
import { ImageRulesStore } from '../../renderer/stores/wall/image-rules-store';
import { KioskSettingsStore } from '../../renderer/stores/wall/kiosk-settings-store';
import { ThemeCatalogueStore } from '../../renderer/stores/wall/theme-catalogue-store';
import { EditMode } from '../../renderer/ui/wall/options/edit-mode';

/** The config writer, theme catalogue, image rules and kiosk settings of one code. */
export interface ConfigStores {
  config: ConfigWriterStore;
  catalogue: ThemeCatalogueStore;
  imageRules: ImageRulesStore;
  kiosk: KioskSettingsStore;
  /** Writes what is pending and stops listening. */
  dispose(): void;
}

/** The config stores of `code`, started. */
export function startedConfig(code: string, deps: AppDeps): ConfigStores {
  const config = new ConfigWriterStore(code, deps);
  const catalogue = new ThemeCatalogueStore(config, deps);
  const stores = {
    config,
    catalogue,
    imageRules: new ImageRulesStore(config, deps),
    kiosk: new KioskSettingsStore(deps),
    dispose: () => config.dispose(),
  };
  config.start();
  catalogue.start();
  stores.kiosk.start();
  return stores;
}

const modes = new WeakMap<ConfigStores, EditMode>();

/** The edit view switch of the menu over `stores`. */
export function editModeOf(stores: ConfigStores): EditMode {
  let mode = modes.get(stores);
  if (!mode) {
    mode = new EditMode(stores.catalogue);
    modes.set(stores, mode);
  }
  return mode;
}

/** A dark theme's six fields. */
export const MIDNIGHT: ScreenConfig = {
  cardBackground: '#1f2937',
  cardBorder: '#6366f1',
  textColor: '#f9fafb',
  screenBackground: '#0b1020',
  screenForeground: '#e5e7eb',
  customImages: '',
};

/** A light theme's six fields. */
export const PAPER: ScreenConfig = {
  cardBackground: '#fffdf7',
  cardBorder: '#8d6e63',
  textColor: '#212121',
  screenBackground: '#f4f1ea',
  screenForeground: '#212121',
  customImages: '',
};

/** The themes the fake database holds: Midnight, then Paper. */
export const THEMES: Theme[] = [
  { name: 'Midnight', preview: ['#0b1020', '#6366f1'], values: MIDNIGHT },
  { name: 'Paper', preview: ['#f4f1ea'], values: PAPER },
];
