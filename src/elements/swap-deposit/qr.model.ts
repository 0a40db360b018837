/** How the QR codes are drawn: a 4-module quiet zone and medium error correction read well from screens. */
export const QR_OPTIONS = { ecc: 'M', border: 4, pixelSize: 4 } as const;
