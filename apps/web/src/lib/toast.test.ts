import { msg } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { sentenceCase } from './toast.ts';

describe('toast texts', () => {
  it('read in sentence case, whatever the case of the spec text on the wire', () => {
    expect(sentenceCase(msg.addedToCart)).toBe('Added to cart');
    expect(sentenceCase(msg.submitSuccess)).toBe('Submit success');
    expect(sentenceCase(msg.loginFirst)).toBe('Please login first');
    expect(sentenceCase(msg.checkEmail)).toBe('Please check the email address');
  });

  it('keep acronyms and names', () => {
    expect(sentenceCase(msg.mainlandChina)).toBe('This shop is not intended for mainland China');
    expect(sentenceCase('Please enter the SN')).toBe('Please enter the SN');
    expect(sentenceCase('Login expired. Please log in again')).toBe('Login expired. Please log in again');
  });
});
