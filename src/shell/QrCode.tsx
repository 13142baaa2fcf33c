import { Image } from '@chakra-ui/react';
import { renderSVG } from 'uqr';

/** A QR code image of the text (its own chunk: the encoder is not part of the first paint). */
export default function QrCode({ text, label, size = '24' }: { text: string; label: string; size?: string }) {
  const src = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(text))}`;
  return <Image src={src} alt={label} w={size} h={size} bg="white" p="1" data-testid="qr-code" />;
}
