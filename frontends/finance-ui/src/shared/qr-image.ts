/** How a PIX QR code image is drawn: square, on white, its modules kept sharp however much it is scaled up. */
export const QR_IMAGE_SX = {
  width: 240,
  maxWidth: '100%',
  aspectRatio: '1',
  bgcolor: 'common.white',
  imageRendering: 'pixelated',
} as const;
