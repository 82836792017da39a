/** An SVG QR code of `text` as a data: URL, drawn in the browser (the qrcode package loads on first use). */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const mod = await import('qrcode');
  const QR = (mod as unknown as { default?: typeof mod }).default ?? mod;
  const svg = await QR.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#2a0810', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
