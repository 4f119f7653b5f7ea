/** How Options shows a tracker's refusal or a missing entry: a soft red box, wrapping long reasons. */
export const TRACKER_ALERT = {
  px: 1.5,
  py: 1.25,
  borderRadius: 2,
  bgcolor: '#fdecea',
  color: '#5f2120',
  border: '1px solid #f5c2c0',
  fontSize: 14,
  lineHeight: 1.45,
  overflowWrap: 'anywhere',
} as const;
