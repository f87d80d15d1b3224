import { DEFAULT_WHEEL_SEED, type WheelRequest } from '@pickwise/lottery';
import { formatGuarantee, parseGuarantee, wheelQuery, wheelRequestFromQuery, wheelRequestSchema, type WheelRequestInput } from './wheels.js';

const valid: WheelRequestInput = {
  game: 'lotto-6aus49',
  numbers: [40, 3, 8, 15, 22, 31, 44, 49],
  keys: [8],
  t: 3,
  m: 4,
  specials: { kind: 'fixed', numbers: [7] },
  seed: 'my-wheel_2',
};

/** The messages of a refused request, or [] when it passes. */
const problems = (input: Record<string, unknown>) => {
  const result = wheelRequestSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('wheelRequestSchema', () => {
  it('accepts a valid request, numbers and keys ascending, defaults for keys, seed and no special numbers', () => {
    expect(wheelRequestSchema.parse(valid)).toEqual({ ...valid, numbers: [3, 8, 15, 22, 31, 40, 44, 49] });
    expect(wheelRequestSchema.parse({ game: 'uk-lotto', numbers: [1, 2, 3, 4, 5, 6, 7], t: 2, m: 3 })).toEqual({
      game: 'uk-lotto',
      numbers: [1, 2, 3, 4, 5, 6, 7],
      keys: [],
      t: 2,
      m: 3,
      specials: { kind: 'none' },
      seed: DEFAULT_WHEEL_SEED,
    });
  });

  it.each([
    [{ game: 'bingo' }, 'game must be one of'],
    [{ numbers: [1, 2, 3, 4, 5, 6, 6] }, 'numbers: 6 chosen twice'],
    [{ numbers: [0, 2, 3, 4, 5, 6, 50] }, 'numbers: 0, 50 outside 1-49'],
    [{ numbers: [1.5, 2, 3, 4, 5, 6, 7] }, 'numbers must be whole numbers'],
    [{ numbers: [1, 2, 3, 4, 5, 6], keys: [] }, 'Choose at least 7 numbers for a wheel of Lotto 6aus49 (lines of 6); 6 chosen'],
    [{ numbers: Array.from({ length: 31 }, (_, i) => i + 1) }, 'numbers: at most 30 numbers'],
    [{ keys: [8, 8] }, 'keys: 8 given twice'],
    [{ keys: [9] }, 'keys: 9 not among the chosen numbers'],
    [{ t: 0 }, 'at least 1 match'],
    [{ t: 4, m: 3 }, 'the second number must be at least the first'],
    [{ t: 3, m: 7 }, 'Lotto 6aus49 draws 6 main numbers'],
    [{ keys: [3, 8, 15, 22] }, 'use fewer key numbers'],
    [{ specials: { kind: 'none' } }, 'Lotto 6aus49 draws 1 special number (0-9): give them fixed'],
    [{ specials: { kind: 'fixed', numbers: [10] } }, 'special numbers 10 outside 0-9'],
    [{ specials: { kind: 'fixed', numbers: [1, 2] } }, '2 special numbers given, the game draws 1'],
    [{ specials: { kind: 'in-turn', sets: [[1]] } }, 'at least 2 sets'],
    [{ specials: { kind: 'in-turn', sets: Array.from({ length: 13 }, (_, i) => [i % 10]) } }, 'At most 12 sets'],
    [{ specials: { kind: 'in-turn', sets: [[1], [2], [1]] } }, 'Special set 3 repeats set 1'],
    [{ specials: { kind: 'in-turn', sets: [[1], [12]] } }, 'Special set 2: special numbers 12 outside 0-9'],
    [{ specials: { kind: 'some' } }, 'specials must be'],
    [{ seed: '' }, 'seed: 1 to 64 letters'],
    [{ seed: 'x'.repeat(65) }, 'seed: 1 to 64 letters'],
    [{ seed: 'a b' }, 'seed: 1 to 64 letters'],
    [{ extra: true }, 'Unrecognized key'],
  ])('refuses %j: %s', (input, message) => {
    expect(problems(input).join(' | ')).toContain(message);
  });

  it('checks the guarantee against the chosen count and special numbers against the game', () => {
    const uk = { game: 'uk-lotto' as const, numbers: [1, 2, 3, 4, 5, 6, 7], keys: [], t: 2, m: 3 };
    expect(problems({ ...uk, specials: { kind: 'fixed', numbers: [1] } })).toEqual(['UK Lotto has no special number: specials must be none']);
    expect(problems({ ...uk, specials: { kind: 'none' } })).toEqual([]);
    expect(problems({ ...uk, numbers: Array.from({ length: 60 }, (_, i) => i + 1), specials: { kind: 'none' } })).toEqual(['numbers: at most 30 numbers']);
    const euro = { ...uk, game: 'euromillions' as const, numbers: [1, 2, 3, 4, 5, 6, 7, 8] };
    expect(problems({ ...euro, specials: { kind: 'fixed', numbers: [3, 3] } })).toEqual(['EuroMillions: special number 3 given twice']);
    expect(problems({ ...euro, specials: { kind: 'in-turn', sets: [[1, 2], [2, 1]] } })).toEqual(['Special set 2 repeats set 1']);
    expect(problems({ ...euro, specials: { kind: 'in-turn', sets: [[1, 2], [3, 12]] } })).toEqual([]);
    expect(problems({ ...uk, numbers: Array.from({ length: 30 }, (_, i) => i + 1), t: 6, m: 6, specials: { kind: 'none' } })).toEqual([]);
    expect(problems({ ...uk, numbers: [1, 2, 3], m: 4, specials: { kind: 'none' } })).toEqual([
      'Choose at least 7 numbers for a wheel of UK Lotto (lines of 6); 3 chosen',
      'The guarantee "2 if 4" needs at least 4 chosen numbers; 3 chosen',
    ]);
  });
});

describe('parseGuarantee', () => {
  it('reads "t if m" and refuses anything else', () => {
    expect(parseGuarantee('3if4')).toEqual({ t: 3, m: 4 });
    expect(parseGuarantee('10if12')).toEqual({ t: 10, m: 12 });
    expect(parseGuarantee(formatGuarantee({ t: 4, m: 5 }))).toEqual({ t: 4, m: 5 });
    for (const text of ['3 if 4', '3if', 'if4', '3of4', '-1if4', '3if4x', '']) expect(parseGuarantee(text)).toBeUndefined();
  });
});

describe('the share link', () => {
  const requests: WheelRequest[] = [
    { game: 'lotto-6aus49', numbers: [3, 8, 15, 22, 31, 40, 44, 49], keys: [], t: 3, m: 4, specials: { kind: 'fixed', numbers: [7] }, seed: DEFAULT_WHEEL_SEED },
    { game: 'euromillions', numbers: [1, 5, 9, 13, 17, 21, 25, 50], keys: [5, 50], t: 3, m: 3, specials: { kind: 'in-turn', sets: [[3, 9], [4, 10], [1, 12]] }, seed: 'abc' },
    { game: 'uk-lotto', numbers: [2, 4, 6, 8, 10, 12, 14, 59], keys: [], t: 2, m: 2, specials: { kind: 'none' }, seed: DEFAULT_WHEEL_SEED },
  ];

  it.each(requests.map((request) => [request.game, request] as const))('gives a %s request back', (_, request) => {
    expect(wheelRequestFromQuery(wheelQuery(request))).toEqual({ success: true, request });
  });

  it('writes the documented format, the seed only when it is not the default', () => {
    expect(decodeURIComponent(wheelQuery(requests[0]!).toString())).toBe('game=lotto-6aus49&numbers=3,8,15,22,31,40,44,49&guarantee=3if4&special=7');
    expect(decodeURIComponent(wheelQuery(requests[1]!).toString())).toBe(
      'game=euromillions&numbers=1,5,9,13,17,21,25,50&keys=5,50&guarantee=3if3&turn=3,9&turn=4,10&turn=1,12&seed=abc',
    );
    // Literal commas, as a person types them, read the same.
    expect(wheelRequestFromQuery(new URLSearchParams('game=lotto-6aus49&numbers=3,8,15,22,31,40,44,49&guarantee=3if4&special=7'))).toEqual({ success: true, request: requests[0] });
  });

  it("gives the generator's link (game and numbers only) as a draft for the form, not a request", () => {
    expect(wheelRequestFromQuery(new URLSearchParams('game=powerball&numbers=5,1,33,12,69'))).toEqual({
      success: false,
      draft: { game: 'powerball', numbers: [1, 5, 12, 33, 69] },
      error: 'The link has no guarantee: choose one, e.g. guarantee=3if4',
    });
    expect(wheelRequestFromQuery(new URLSearchParams('game=powerball'))).toMatchObject({ success: false, draft: { game: 'powerball' } });
  });

  it('keeps the valid parts of a broken link in the draft and says what is wrong', () => {
    const keysOutside = wheelRequestFromQuery(new URLSearchParams('game=uk-lotto&numbers=1,2,3,4,5,6,7&keys=9&guarantee=3if4'));
    expect(keysOutside).toEqual({ success: false, draft: { game: 'uk-lotto', numbers: [1, 2, 3, 4, 5, 6, 7] }, error: 'keys: 9 not among the chosen numbers' });
    const badNumbers = wheelRequestFromQuery(new URLSearchParams('game=uk-lotto&numbers=1,2,x&guarantee=3if4'));
    expect(badNumbers).toEqual({ success: false, draft: { game: 'uk-lotto' }, error: 'numbers: whole numbers separated by commas, e.g. numbers=3,9' });
    expect(wheelRequestFromQuery(new URLSearchParams('game=nope&numbers=1,2'))).toMatchObject({ success: false, draft: {} });
    expect(wheelRequestFromQuery(new URLSearchParams('game=uk-lotto&numbers=1,2,3,4,5,6,7&guarantee=three'))).toMatchObject({ error: 'guarantee: "three" is not of the form 3if4' });
    const both = wheelRequestFromQuery(new URLSearchParams('game=lotto-6aus49&numbers=1,2,3,4,5,6,7&guarantee=3if3&special=1&turn=2&turn=3'));
    expect(both).toMatchObject({ success: false, error: 'Give the special numbers either fixed (special) or in turn (turn), not both' });
    const keyed = wheelRequestFromQuery(new URLSearchParams('game=uk-lotto&numbers=1,2,3,4,5,6,7&keys=2,1&guarantee=3if9'));
    expect(keyed).toMatchObject({ success: false, draft: { game: 'uk-lotto', numbers: [1, 2, 3, 4, 5, 6, 7], keys: [1, 2] } });
  });
});
