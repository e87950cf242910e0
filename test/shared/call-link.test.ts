import { describe, expect, it } from 'vitest';
import { numberOfCallLink } from '../../src/shared/call-link';

describe('numberOfCallLink', () => {
  it.each([
    ['tel:+31201234567', '+31201234567'],
    ['tel:+31-20-123-4567', '+31201234567'],
    ['TEL:0201234567', '0201234567'],
    ['tel:+31%2020%20123%204567', '+31201234567'],
    ['tel:+31201234567;ext=12', '+31201234567'],
    ['tel:1234;phone-context=example.com', '1234'],
    ['callto:+31201234567', '+31201234567'],
    ['callto://0201234567', '0201234567'],
    ['sip:+31201234567@pbx.example.com;user=phone', '+31201234567'],
    ['sips:201@pbx.example.com', '201'],
    ['tel:*31#', '*31#'],
  ])('reads %s as %s', (link, number) => {
    expect(numberOfCallLink(link)).toBe(number);
  });

  it.each([
    'sip:alice@example.com',
    'tel:',
    'tel:call-me',
    'https://example.com/tel:123',
    'mailto:123@example.com',
    'tel:%E0%A4%A',
    `tel:${'1'.repeat(65)}`,
  ])('finds no number in %s', (link) => {
    expect(numberOfCallLink(link)).toBeUndefined();
  });
});
