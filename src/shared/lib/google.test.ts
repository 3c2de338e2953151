import { expect, it } from 'vitest';
import { fillTemplate } from './google';

it('fills {first name} from the reviewer, and "there" for an anonymous one', () => {
  expect(fillTemplate('Thank you, {first name}!', { displayName: 'Sam Lee', isAnonymous: false })).toBe(
    'Thank you, Sam!',
  );
  expect(fillTemplate('Hi {first name}, {first name}.', { displayName: '  Ana  ', isAnonymous: false })).toBe(
    'Hi Ana, Ana.',
  );
  expect(fillTemplate('Thank you, {first name}!', { displayName: 'A Google user', isAnonymous: true })).toBe(
    'Thank you, there!',
  );
});

it("greets an anonymous reviewer in the owner's language", () => {
  expect(
    fillTemplate(
      'Danke, {first name}!',
      { displayName: 'Ein Google-Nutzer', isAnonymous: true },
      'lieber Gast',
    ),
  ).toBe('Danke, lieber Gast!');
});
