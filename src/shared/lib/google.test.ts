import { expect, it } from 'vitest';
import { fillSavedReply, fillTemplate } from './google';

it('fills {first name} from the reviewer', () => {
  expect(fillTemplate('Thank you, {first name}!', { displayName: 'Sam Lee', isAnonymous: false })).toBe(
    'Thank you, Sam!',
  );
  expect(fillTemplate('Hi {first name}, {first name}.', { displayName: '  Ana  ', isAnonymous: false })).toBe(
    'Hi Ana, Ana.',
  );
});

// A saved reply went out as "We're sorry, there." to a customer.
it('without a name, drops the placeholder with its comma, in any language', () => {
  expect(fillTemplate('Thank you, {first name}!', { displayName: 'A Google user', isAnonymous: true })).toBe(
    'Thank you!',
  );
  expect(fillSavedReply("We're sorry, {first name}. Please call us.", null)).toBe(
    "We're sorry. Please call us.",
  );
  expect(fillSavedReply('Danke {first name}! Bis bald.', null)).toBe('Danke! Bis bald.');
  expect(fillSavedReply('شكرًا، {first name}!', null)).toBe('شكرًا!');
  expect(fillSavedReply('{first name}, thank you for coming.', null)).toBe('Thank you for coming.');
});
