import { textPart } from '../translate';

/** The wall's Options menu. */
export const optionsText = textPart('options', {
  options: 'Options',
  closeMenu: 'Close menu',
  themes: 'Themes',
  closePreview: 'Close Preview',
  loadingThemes: 'Loading themes',
  colors: 'Colors',
  loadingColorPickers: 'Loading colour pickers',
  colorPicker: 'Colour picker: {field}',
  valueSpecificImages: 'Value Specific Images',
  blockedUsers: 'Blocked Users',
  history: 'History',
  showJoinPanel: 'Show join panel',
  startAtLogin: 'Start at login',
  quit: 'Quit',
});
