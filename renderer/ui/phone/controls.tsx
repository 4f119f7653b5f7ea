/**
 * The phone page's controls as native elements styled with `sx`: a button, a text
 * field with its label and help line, a check box, a two-way switch and a progress bar.
 * MUI's Button, TextField, Checkbox, ToggleButton and LinearProgress cost about 40 KB of gzip,
 * a third of the phone's first-load budget (see vote-theme.ts).
 */
import Box from '../common/Box';
import type { SxProps, Theme } from '@mui/system';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { sxList, type SxItem } from '../common/sx';
import { VOTE_COLORS } from './vote-theme';

type Sx = SxProps<Theme>;
type DataAttributes = { [data: `data-${string}`]: string | undefined };

const FOCUS_RING = { outline: `3px solid ${VOTE_COLORS.accent}`, outlineOffset: 2 };

/** Props of {@link PhoneButton}. */
export type PhoneButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color'> &
  DataAttributes & {
    /** contained: filled accent; success: filled green; outlined: accent ring; ghost: on the dark header. */
    variant: 'contained' | 'success' | 'outlined' | 'ghost';
    startIcon?: ReactNode;
    sx?: Sx;
  };

const BUTTON_VARIANTS: Record<PhoneButtonProps['variant'], SxItem> = {
  contained: {
    bgcolor: VOTE_COLORS.accent,
    color: VOTE_COLORS.accentInk,
    '&:hover:not(:disabled)': { bgcolor: VOTE_COLORS.accentDark },
  },
  success: {
    bgcolor: VOTE_COLORS.ready,
    color: '#ffffff',
    '&:hover:not(:disabled)': { bgcolor: VOTE_COLORS.readyDark },
  },
  outlined: {
    bgcolor: VOTE_COLORS.card,
    color: VOTE_COLORS.accent,
    border: `2px solid ${VOTE_COLORS.accent}`,
    '&:hover:not(:disabled)': { bgcolor: VOTE_COLORS.accentSoft },
  },
  ghost: {
    bgcolor: 'transparent',
    color: VOTE_COLORS.headerText,
    border: '1px solid rgba(248, 250, 252, 0.4)',
    '&:hover:not(:disabled)': { bgcolor: 'rgba(248, 250, 252, 0.1)' },
  },
};

/** A text button, at least 48 px high. */
export function PhoneButton({
  variant,
  startIcon,
  children,
  sx,
  type = 'button',
  ...rest
}: PhoneButtonProps) {
  return (
    <Box
      component="button"
      type={type}
      {...rest}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          minHeight: 48,
          px: 2,
          m: 0,
          border: 0,
          borderRadius: '14px',
          font: 'inherit',
          fontWeight: 700,
          fontSize: '1.05rem',
          cursor: 'pointer',
          WebkitTapHighlightColor: 'transparent',
          transition: 'background-color 150ms',
          '&:focus-visible': FOCUS_RING,
          '&:disabled': {
            cursor: 'default',
            bgcolor: '#e2e8f0',
            color: '#64748b',
            borderColor: '#e2e8f0',
          },
          '& svg': { fontSize: '1.3em' },
        },
        BUTTON_VARIANTS[variant],
        ...sxList(sx),
      ]}
    >
      {startIcon}
      {children}
    </Box>
  );
}

/** Props of {@link TextInput}. */
export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; replaced by `error` when there is one. */
  help: ReactNode;
  error?: string | null;
  /** The help line as a warning (amber) rather than plain help. */
  warning?: boolean;
  required?: boolean;
  placeholder?: string;
  type?: 'text' | 'url';
  inputProps?: Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange'> & DataAttributes;
  helpTestId?: string;
  sx?: Sx;
}

/**
 * A labelled text field: the label above, the help or error line below, tied to the
 * input with `aria-describedby` and `aria-invalid`, so a screen reader says both.
 */
export function TextInput({
  label,
  value,
  onChange,
  help,
  error,
  warning,
  required,
  placeholder,
  type = 'text',
  inputProps,
  helpTestId,
  sx,
}: TextInputProps) {
  const id = useId();
  const invalid = error !== null && error !== undefined;
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }, ...sxList(sx)]}>
      <Box
        component="label"
        htmlFor={id}
        sx={{
          fontWeight: 700,
          fontSize: '0.95rem',
          color: invalid ? VOTE_COLORS.error : VOTE_COLORS.ink,
        }}
      >
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Box>
      <Box
        component="input"
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        required={required}
        aria-invalid={invalid}
        aria-describedby={`${id}-help`}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        {...inputProps}
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          minHeight: 52,
          px: 1.75,
          font: 'inherit',
          // 16 px or more: phones do not zoom into the field on focus.
          fontSize: '1.05rem',
          color: VOTE_COLORS.ink,
          bgcolor: VOTE_COLORS.card,
          border: `1.5px solid ${invalid ? VOTE_COLORS.error : '#94a3b8'}`,
          borderRadius: '10px',
          '&:focus': {
            outline: 'none',
            borderColor: invalid ? VOTE_COLORS.error : VOTE_COLORS.accent,
            boxShadow: `0 0 0 3px ${invalid ? 'rgba(185, 28, 28, 0.25)' : 'rgba(67, 56, 202, 0.25)'}`,
          },
          '&::placeholder': { color: '#94a3b8' },
        }}
      />
      <Box
        id={`${id}-help`}
        data-testid={helpTestId}
        sx={{
          fontSize: '0.85rem',
          color: invalid ? VOTE_COLORS.error : warning ? VOTE_COLORS.warning : VOTE_COLORS.muted,
          fontWeight: invalid || warning ? 600 : 400,
        }}
      >
        {invalid ? error : help}
      </Box>
    </Box>
  );
}

/** Props of {@link CheckBox}. */
export interface CheckBoxProps {
  label: string;
  /** Under the label, tied to the box with `aria-describedby`. */
  help: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Its name in its form (the join form reads the fields by name: early-start.ts). */
  name?: string;
  testId?: string;
  sx?: Sx;
}

/** A native check box with its label beside it (the label is its name) and a help line. */
export function CheckBox({ label, help, checked, onChange, name, testId, sx }: CheckBoxProps) {
  const id = useId();
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 0.25 }, ...sxList(sx)]}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 44, cursor: 'pointer' }}
      >
        <Box
          component="input"
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          aria-describedby={`${id}-help`}
          data-testid={testId}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
          sx={{
            width: 24,
            height: 24,
            m: 0,
            flex: 'none',
            accentColor: VOTE_COLORS.accent,
            cursor: 'pointer',
            '&:focus-visible': FOCUS_RING,
          }}
        />
        <Box component="span" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
          {label}
        </Box>
      </Box>
      <Box
        id={`${id}-help`}
        sx={{ fontSize: '0.85rem', color: VOTE_COLORS.muted, paddingInlineStart: '36px' }}
      >
        {help}
      </Box>
    </Box>
  );
}

/** Props of {@link Segmented}. */
export interface SegmentedProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  testId?: string;
}

/** A choice of two or three, as toggle buttons (`aria-pressed`) in a group. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  testId,
}: SegmentedProps<T>) {
  return (
    <Box
      role="group"
      aria-label={label}
      data-testid={testId}
      sx={{
        display: 'inline-flex',
        flex: 'none',
        border: `1px solid ${VOTE_COLORS.cardBorder}`,
        borderRadius: '14px',
        overflow: 'hidden',
        bgcolor: VOTE_COLORS.card,
      }}
    >
      {options.map((o) => {
        const on = o.value === value;
        return (
          <Box
            key={o.value}
            component="button"
            type="button"
            aria-pressed={on}
            disabled={disabled}
            onClick={() => !on && onChange(o.value)}
            sx={{
              minHeight: 44,
              px: 2,
              m: 0,
              border: 0,
              font: 'inherit',
              fontWeight: 600,
              fontSize: '0.9rem',
              whiteSpace: 'nowrap',
              cursor: 'pointer',
              bgcolor: on ? VOTE_COLORS.accentSoft : 'transparent',
              color: on ? VOTE_COLORS.accent : VOTE_COLORS.muted,
              '& + &': { borderLeft: `1px solid ${VOTE_COLORS.cardBorder}` },
              '&:focus-visible': { ...FOCUS_RING, outlineOffset: -3 },
              '&:disabled': { cursor: 'default', opacity: on ? 1 : 0.45 },
            }}
          >
            {o.label}
          </Box>
        );
      })}
    </Box>
  );
}

/** A thin determinate bar (decoration: the count beside it is the text). */
export function ProgressBar({ fraction }: { fraction: number }) {
  const pct = Math.max(0, Math.min(1, fraction)) * 100;
  return (
    <Box
      aria-hidden
      sx={{
        mt: 1,
        height: 8,
        borderRadius: 4,
        bgcolor: VOTE_COLORS.cardBorder,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          height: '100%',
          width: `${pct}%`,
          bgcolor: VOTE_COLORS.ready,
          borderRadius: 4,
          transition: 'width 200ms ease',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      />
    </Box>
  );
}
