import { styled } from '@mui/material/styles';
import { TARGET_SIZE } from '@/features/accessibility/theme/target-size';

interface FieldState {
  error: boolean;
  disabled: boolean;
}

const forwardDomProps = {
  shouldForwardProp: (prop: string) => prop !== 'error' && prop !== 'disabled',
};

export const FieldLabel = styled(
  'label',
  forwardDomProps,
)<FieldState>(({ theme }) => ({
  ...theme.typography.body1,
  fontWeight: 600,
  color: theme.vars.palette.text.primary,
  variants: [
    { props: { error: true }, style: { color: theme.vars.palette.error.main } },
    { props: { disabled: true }, style: { color: theme.vars.palette.text.disabled } },
  ],
}));

/**
 * The outline around the input and its button. Input borders use `inputBorder` (3:1 against the
 * page, WCAG 1.4.11); focus anywhere inside draws the theme's focus ring around the whole frame.
 */
export const FieldFrame = styled(
  'div',
  forwardDomProps,
)<FieldState>(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  minHeight: TARGET_SIZE,
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.inputBorder}`,
  '&:hover': { borderColor: theme.vars.palette.text.primary },
  '&:focus-within': {
    borderColor: theme.vars.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.vars.palette.primary.main}`,
    outline: `3px solid ${theme.vars.palette.focusRing}`,
    outlineOffset: 2,
  },
  variants: [
    {
      props: { error: true },
      style: {
        '&, &:hover, &:focus-within': { borderColor: theme.vars.palette.error.main },
        '&:focus-within': { boxShadow: `inset 0 0 0 1px ${theme.vars.palette.error.main}` },
      },
    },
    {
      props: { disabled: true },
      style: { '&, &:hover': { borderColor: theme.vars.palette.text.disabled } },
    },
  ],
}));

export const FieldInput = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  // A percentage width lets the field shrink below the input's default 20-character width.
  flex: 1,
  width: '100%',
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  border: 0,
  borderRadius: 'inherit',
  padding: '12px 14px',
  color: theme.vars.palette.text.primary,
  background: 'transparent',
  // The frame shows focus for the input and its button together.
  '&:focus, &:focus-visible': { outline: 'none' },
  '&::placeholder': { color: theme.vars.palette.text.secondary, opacity: 1 },
  '&:disabled': { color: theme.vars.palette.text.disabled },
  // Browser autofill keeps the theme's colours, so autofilled text stays readable in every variant.
  '&:-webkit-autofill': {
    WebkitBoxShadow: `0 0 0 100px ${theme.vars.palette.background.paper} inset`,
    WebkitTextFillColor: theme.vars.palette.text.primary,
    caretColor: theme.vars.palette.text.primary,
  },
}));

export const FieldHelper = styled('p', {
  shouldForwardProp: (prop) => prop !== 'error',
})<{ error: boolean }>(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  color: theme.vars.palette.text.secondary,
  variants: [{ props: { error: true }, style: { color: theme.vars.palette.error.main } }],
}));
