import { describe, expect, it } from 'vitest';
import { englishMessage, message, messageText, MESSAGES, newsletterMessages, NEWSLETTER_MESSAGE_KEYS, tooManySubmissions } from '@/lib/forms/messages';
import { PHOTO_PIXELS_MESSAGE } from '@/lib/forms/files';
import { en } from '@/lib/i18n/dictionaries/en';
import { it as italian } from '@/lib/i18n/dictionaries/it';

describe('the forms’ messages', () => {
  it('are codes the rules and actions give, with their values', () => {
    expect(message('invalidEmail')).toBe('invalidEmail');
    expect(message('tooLong', { max: 5000 })).toBe('tooLong?max=5000');
    expect(message('unconfirmedNext', { phone: '+356 2133 4455', email: 'info@example.com' })).toBe('unconfirmedNext?phone=%2B356+2133+4455&email=info%40example.com');
  });

  it('render in the page’s language, counts grouped as it groups them and nothing else touched', () => {
    expect(messageText(en.formMessages, message('tooLong', { max: 5000 }))).toBe('Please keep this to at most 5,000 characters.');
    expect(messageText(italian.formMessages, message('tooLong', { max: 5000 }))).toBe('Scrivi al massimo 5.000 caratteri.');
    expect(messageText(italian.formMessages, message('invalidEmail'))).toBe('Inserisci un indirizzo e-mail valido.');
    // a phone number is no count: its digits stay as they are
    expect(messageText(en.formMessages, message('unconfirmedNext', { phone: '21334455', email: 'info@example.com' }))).toBe(
      'It may still have reached us. Please call us on 21334455 or e-mail info@example.com before sending it again. Your entries are kept.',
    );
    expect(messageText(italian.formMessages, PHOTO_PIXELS_MESSAGE)).toContain('al massimo 60 megapixel ciascuna e 250 in tutto');
  });

  it('show what is no code as it came: the backend’s own words for a refused field', () => {
    expect(messageText(italian.formMessages, 'CaptchValue is not valid')).toBe('CaptchValue is not valid');
    expect(messageText(italian.formMessages, 'toString')).toBe('toString');
  });

  it('in English are SPEC’s texts as they are', () => {
    expect(en.formMessages.texts).toBe(MESSAGES);
    expect(englishMessage(message('errorBanner'))).toBe('Error: An unexpected error has occurred. Please try again.');
    expect(englishMessage(message('successBanner'))).toBe('Successful: Your request has been sent successfully');
    expect(englishMessage(message('photosLimit'))).toBe('Maximum 20 mb and 20 downloadable');
    expect(englishMessage(message('cvRequired'))).toBe('Error: Please choose CV. Please try again.');
  });

  it('count whole minutes when asking to send again later', () => {
    expect(englishMessage(tooManySubmissions(30))).toMatch(/send again in 1 minute\.$/);
    expect(englishMessage(tooManySubmissions(61))).toMatch(/send again in 2 minutes\.$/);
    expect(messageText(italian.formMessages, tooManySubmissions(600))).toMatch(/tra 10 minuti\.$/);
  });

  it('give the newsletter box, on every page, only the few it can show', () => {
    const few = newsletterMessages(italian.formMessages);
    expect(Object.keys(few.texts).sort()).toEqual([...NEWSLETTER_MESSAGE_KEYS].sort());
    expect(few.thousands).toBe('.');
    expect(messageText(few, message('newsletterThanks'))).toBe('Grazie: abbiamo passato il tuo indirizzo e-mail al nostro team, che ti iscriverà alla nostra newsletter.');
  });

  it('thank a newsletter sign-up for what happened (the address passed to staff), not for a subscription nobody has made yet', () => {
    expect(englishMessage(message('newsletterThanks'))).toBe('Thank you: we have passed your e-mail address to our team, who will add you to our newsletter.');
  });
});
