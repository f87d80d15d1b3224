/**
 * English texts of the educational pages and topic guides (namespace `publicSite`), added with
 * `addScreenTexts` when their lazy route loads. Figures in double braces come from libs/lottery
 * (guides/guide-figures.ts); the sections each page shows are in guides/guide-pages.ts.
 */
export const guidesEn = {
  guides: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    relatedHeading: 'Keep reading',
    officialSite: 'Official results',
    external: '(opens the official site)',
    links: {
      history: 'Draw history of all 12 games',
      responsible: 'Responsible gaming and where to find help',
      powerballHistory: 'Powerball draw history',
      powerballStats: 'Powerball number statistics against chance',
      powerballCheck: 'Check a Powerball ticket against every past draw',
      powerballGenerator: 'Powerball number generator (with ‘Fewer shared wins’)',
      powerballOdds: 'Powerball odds and expected value calculator',
      megaHistory: 'Mega Millions draw history',
      megaGenerator: 'Mega Millions number generator',
      floridaGenerator: 'Florida Lotto number generator',
      floridaHistory: 'Florida Lotto draw history',
      floridaStats: 'Florida Lotto number statistics against chance',
      newYorkGenerator: 'New York Lotto number generator',
      newYorkHistory: 'New York Lotto draw history',
      hotColdGenerator: 'Try the Hot & Cold Numbers method with Powerball',
      luckyGenerator: 'Build sets around your own numbers (Lucky Numbers method)',
      newYork: 'New York lottery numbers: games and odds',
      florida: 'Florida Lotto: winning numbers, odds and draws',
      northCarolina: 'North Carolina winning numbers: Powerball and Mega Millions',
      hotNumbers: 'Hot and cold numbers explained',
      dreamNumbers: 'Dream numbers: a tradition, not a strategy',
      pick2: '2-number games (Pick 2): combinations and odds',
      pick3: '3-number games (Pick 3): combinations and odds',
      howToWin: 'How to win the lottery: the honest answer',
    },
    facts: {
      caption: 'Numbers drawn and jackpot odds under today’s rules',
      game: 'Game',
      numbers: 'Numbers drawn',
      jackpot: 'Jackpot odds',
      prizes: 'All prizes',
      mainOnly: '{{count}} of 1–{{max}}',
      withSpecial: '{{count}} of 1–{{max}} + {{specialCount}} {{special}} of {{specialMin}}–{{specialMax}}',
      oneIn: '1 in {{n}}',
      oddsLink: 'Odds of every {{game}} prize',
    },
    digits: {
      caption: '{{count}}-digit game: {{combinations}} possible results, a straight bet wins on 1 of them',
      pattern: 'Your digits',
      example: 'Example',
      results: 'Results with this pattern',
      orders: 'Orders a box bet wins on',
      box: 'Box odds',
      oneIn: '1 in {{n}}',
      patterns: {
        '1-1': 'Two different digits',
        '2': 'A double',
        '1-1-1': 'Three different digits (6-way box)',
        '2-1': 'A pair and another digit (3-way box)',
        '3': 'A triple',
      },
    },
    shared: {
      powerball:
        'Powerball draws 5 numbers from 1–69 and a Powerball from 1–26 every Monday, Wednesday and Saturday. Matching all six wins the jackpot: 1 chance in {{powerballOdds}}.',
      megaMillions:
        'Mega Millions draws 5 numbers from 1–70 and a Mega Ball from 1–{{megaSpecialMax}} every Tuesday and Friday; the jackpot odds are 1 in {{megaOdds}}. Many pages still say 1–{{megaOldSpecialMax}} and about 1 in 302 million: that was the game until {{megaChangeDate}}, when the Mega Ball range shrank, the odds became 1 in {{megaOdds}} and a ticket went up to {{megaPrice}}.',
      sameOdds:
        'Whatever a set is built from, it has exactly the same chance as any other set of the same game. Our methods change which numbers you get, not your chance of winning.',
    },
    pages: {
      newYork: {
        title: 'New York Lottery Numbers: Games, Odds and Results – PickWise',
        description: 'New York Lotto, Powerball, Mega Millions and the daily Numbers game: how each is drawn, the exact odds, and where to check winning numbers.',
        heading: 'New York Lottery Numbers',
        intro: 'The number games New York players choose from, their exact odds, and what PickWise can and cannot do for them.',
        sections: {
          games: {
            heading: 'The jackpot games: Lotto, Powerball and Mega Millions',
            lotto:
              'New York Lotto draws 6 numbers from 1–59 plus a bonus number every Wednesday and Saturday. Matching all six wins the jackpot: 1 chance in {{newYorkOdds}}. The bonus number only counts for the second prize, five numbers plus the bonus. A $1 ticket buys two plays.',
          },
          digits: {
            heading: 'Numbers and Win 4: the daily digit games',
            numbers:
              'Numbers is New York’s three-digit game and Win 4 its four-digit one, each drawn twice a day (midday and evening). Every digit is 0–9, so Numbers has {{pick3Combinations}} possible results and Win 4 has {{pick4Combinations}}: a straight bet on the exact order wins 1 time in {{pick3Combinations}} or 1 in {{pick4Combinations}}.',
            box: 'A box bet wins on any order of your digits, so its odds depend on whether digits repeat. Our 3-number guide works them out. PickWise does not generate digits for these games.',
          },
          results: {
            heading: 'Where to check winning numbers',
            official:
              'The New York Lottery publishes the official results of every game it sells. Always check a ticket against the official result before you throw it away or claim a prize.',
            here: 'PickWise keeps the full draw history of Powerball and New York Lotto, with each number’s count set against what chance alone would give, and a ticket checker that runs a line against every past Powerball draw.',
          },
          generate: {
            heading: 'Using PickWise for New York games',
            methods: 'Our generator gives five sets at once for New York Lotto, Powerball and Mega Millions, made by eight methods, from plain random picks to your own lucky numbers.',
          },
        },
      },
      florida: {
        title: 'Florida Lotto Winning Numbers, Odds and Draw Days – PickWise',
        description: 'Florida Lotto draws 6 numbers from 1–53 on Wednesdays and Saturdays. The exact odds of each prize, Florida’s other games, and the full draw history.',
        heading: 'Florida Lotto: Winning Numbers and Odds',
        intro: 'How Florida’s own jackpot game works, the exact odds, and the multi-state and daily games sold beside it.',
        sections: {
          lotto: {
            heading: 'How Florida Lotto works',
            rules:
              'Florida Lotto draws 6 numbers from 1–53 every Wednesday and Saturday night, under this 6-of-53 matrix since {{floridaSince}}. The jackpot starts at $2 million and grows with every draw in which nobody matches all six (the Florida Lottery sets the starting amount and shows the current jackpot on its site).',
            prizes:
              'Matching all six numbers is a 1 in {{floridaOdds}} chance. Smaller prizes go to 5, 4 and 3 matches, and 2 matches win a free Quick Pick ticket; counting that, a line wins something about 1 time in {{floridaAnyOdds}}.',
          },
          multiState: {
            heading: 'Powerball and Mega Millions in Florida',
          },
          daily: {
            heading: 'The daily Pick games',
            pick: 'Florida also runs digit games (Pick 2, Pick 3, Pick 4 and Pick 5), drawn twice a day. They work differently from Lotto: you pick digits from 0 to 9, so a Pick 2 has {{pick2Combinations}} possible results and a Pick 3 has {{pick3Combinations}}. Our guides explain straight and box bets.',
          },
          history: {
            heading: 'Florida Lotto history and statistics',
            archive:
              'PickWise keeps Florida Lotto’s draw history back to the first draw in 1988, to browse, filter and export as CSV. For a prize claim, the Florida Lottery’s own results are the ones that count.',
            stats:
              'The statistics view sets each number’s count against the band chance alone would give. Some numbers always look “hot” or “cold”; that is what chance looks like, and it does not make any number more likely in the next draw.',
          },
        },
      },
      northCarolina: {
        title: 'North Carolina Winning Numbers: Powerball, Mega Millions and Odds – PickWise',
        description: 'North Carolina players’ jackpot games, Powerball and Mega Millions: how they are drawn, the exact odds, where to check winning numbers, and the Pick 3 odds.',
        heading: 'North Carolina Winning Numbers',
        intro: 'The multi-state jackpot games sold in North Carolina, their exact odds, and where to check a ticket.',
        sections: {
          games: {
            heading: 'Powerball and Mega Millions in North Carolina',
            intro:
              'The North Carolina Education Lottery sells the two multi-state jackpot games, Powerball and Mega Millions, alongside its own in-state games such as the daily Pick 3 and Pick 4. PickWise covers the two multi-state games.',
          },
          results: {
            heading: 'Where to check winning numbers',
            official:
              'The North Carolina Education Lottery publishes the official results of all its games, the in-state ones included. Always check a ticket against the official result.',
            here: 'For Powerball, PickWise keeps the draw history back to 1997, with statistics and a ticket checker that runs a line against the whole history.',
          },
          digits: {
            heading: 'Pick 3 and Pick 4',
            pick: 'In the daily digit games each digit is 0–9: a Pick 3 has {{pick3Combinations}} possible results and a Pick 4 has {{pick4Combinations}}, so a straight bet wins 1 time in {{pick3Combinations}} or 1 in {{pick4Combinations}}. Box bets win on any order of the digits; how much that helps depends on repeated digits.',
          },
          generate: {
            heading: 'Using PickWise',
            methods: 'Our generator gives five sets at once for Powerball and Mega Millions, made by eight methods, from plain random picks to your own lucky numbers.',
          },
        },
      },
      hotNumbers: {
        title: 'Hot and Cold Lottery Numbers: What They Are and Why They Don’t Change the Odds – PickWise',
        description: 'Hot numbers are drawn more often than others over a stretch of draws, cold ones less. Why neither changes the odds of the next draw, shown on real draw history.',
        heading: 'Hot and Cold Lottery Numbers',
        intro: 'What the terms mean, why they cannot predict a draw, and how to see it for yourself in real draw history.',
        sections: {
          what: {
            heading: 'What hot and cold numbers are',
            definition:
              '“Hot” numbers are the ones drawn most often over a stretch of past draws; “cold” numbers have come up least, or not for a long time, and are sometimes called “overdue”.',
            windows:
              'Which numbers are hot depends entirely on the stretch you look at: the last 10 draws, the last 100 or the last 1,000 give different lists, and the lists keep changing.',
          },
          odds: {
            heading: 'Why they do not change the odds',
            memory:
              'A lottery draw has no memory. The balls are checked and drawn so that every number has the same chance in every draw, whatever happened before. In Powerball, each white number has the same 5 in 69 chance of being drawn on Monday whether it came up last Saturday or has not appeared for months.',
            fallacy:
              'Believing a cold number is “due”, or that a hot one is “on a run”, is the gambler’s fallacy. Uneven counts are exactly what a fair draw produces: over any stretch, some numbers come up more than others by chance alone.',
          },
          stats: {
            heading: 'See it in real draws',
            view: 'Our statistics view shows how often each number of a game has been drawn, next to the count chance alone would give and the range it would fall in 95 times out of 100, with a test of whether the counts as a whole look like chance.',
            reading:
              'On average about 1 number in 20 falls outside its range, and which ones changes as draws are added: the signature of chance, not of a trend you could use.',
          },
          generator: {
            heading: 'Hot & Cold in our generator',
            method: 'Our Hot & Cold Numbers method builds sets from the most and least drawn numbers, because many people enjoy playing that way.',
          },
        },
      },
      dreamNumbers: {
        title: 'Dream Numbers and the Lottery: A Tradition, Not a Strategy – PickWise',
        description: 'Turning dreams into lottery numbers is an old tradition, from Naples’ smorfia to American dream books. What it does to your odds, and what it can do to a jackpot share.',
        heading: 'Dream Numbers: A Tradition, Not a Strategy',
        intro: 'Where the custom of playing numbers from dreams comes from, and what it does, and does not do, for a ticket.',
        sections: {
          tradition: {
            heading: 'An old tradition',
            history:
              'People have long turned dreams into numbers. In Naples the smorfia gives each number from 1 to 90 a meaning, so a dream of a particular image becomes a number to play in the lotto. In the United States, “dream books” listed the numbers for dream images to play in the old neighbourhood numbers games.',
            today: 'Today people play dreamed dates, the number of a house from a dream or a number that simply felt important. It is part of the fun of playing for many.',
          },
          odds: {
            heading: 'What dream numbers do to your odds',
            same: 'Nothing. A draw cannot know what anyone dreamed, so a line from a dream has exactly the same chance as any other line of the same game.',
            sharing:
              'They can change one thing: how many people you might share a jackpot with. Dream books give many people the same numbers, and dreamed dates only use 1 to 31, so such lines are played more often than average. If one of them wins, the jackpot is split among more winners.',
          },
          site: {
            heading: 'Dream numbers on PickWise',
            noMethod: 'PickWise has no dream method and does not interpret dreams. If you have numbers you like, the Lucky Numbers method builds sets around them and fills the rest at random.',
          },
          care: {
            heading: 'Keep it fun',
            budget: 'Play a dream number for fun, never because it feels like a sign to spend more than you planned. Set a budget before you play and stick to it.',
          },
        },
      },
      pick2: {
        title: '2-Number Lottery Games (Pick 2): Combinations and Odds – PickWise',
        description: 'A Pick 2 game has 100 combinations: a straight bet wins 1 in 100, a box bet on two different digits 1 in 50. Why a double changes the box odds.',
        heading: '2-Number Lottery Games (Pick 2)',
        intro: 'How two-digit games work, and the exact odds of straight and box bets.',
        sections: {
          how: {
            heading: 'How a Pick 2 game works',
            digits: 'A Pick 2 game draws two digits, each from 0 to 9, so the result is one of the {{pick2Combinations}} combinations from 00 to 99.',
            where: 'Several US lotteries run one, usually drawn once or twice a day; Florida’s Pick 2 is drawn twice daily. PickWise does not generate numbers for digit games: this guide is about their odds.',
          },
          bets: {
            heading: 'Straight and box bets',
            straight: 'A straight bet wins only if the digits come up in your exact order: 1 of the {{pick2Combinations}} results, so 1 in {{pick2Combinations}}.',
            box: 'A box bet wins on either order. With two different digits, such as 3 and 7, two results win (37 and 73): 1 in {{pick2Box}}.',
            double: 'A double such as 55 has only one order, so a box on it wins on the same single result as a straight bet: still 1 in {{pick2Combinations}}.',
          },
          odds: {
            heading: 'What does not change the odds',
            independent: 'Each draw is independent: every one of the {{pick2Combinations}} results is equally likely every time, whatever came up before. A “hot” pair is no more likely to repeat.',
            prizes: 'Box bets pay less than straight bets because they win more often. Check the game’s official prize table before you play.',
          },
        },
      },
      pick3: {
        title: '3-Number Lottery Games (Pick 3): Combinations and Odds – PickWise',
        description: 'A Pick 3 game has 1,000 combinations: straight 1 in 1,000, a 6-way box about 1 in 167, a 3-way box about 1 in 333. Why pairs and triples change the box odds.',
        heading: '3-Number Lottery Games (Pick 3)',
        intro: 'How three-digit games work, and the exact odds of straight and box bets for every kind of number.',
        sections: {
          how: {
            heading: 'How a Pick 3 game works',
            digits: 'A Pick 3 game draws three digits, each from 0 to 9, so the result is one of the {{pick3Combinations}} combinations from 000 to 999.',
            where: 'Many US lotteries run one, often twice a day: Florida and North Carolina call theirs Pick 3, New York’s is called Numbers. PickWise does not generate numbers for digit games: this guide is about their odds.',
          },
          bets: {
            heading: 'Straight and box bets',
            straight: 'A straight bet wins only on your exact order: 1 in {{pick3Combinations}}.',
            box: 'A box bet wins on any order of your three digits, so its odds depend on how many different orders they have. Three different digits, such as 1-2-3, have 6 orders (a “6-way box”): 1 in {{pick3Box6}}. A pair, such as 1-1-2, has only 3 (a “3-way box”): 1 in {{pick3Box3}}.',
            patterns: 'A triple such as 7-7-7 has a single order, so boxing it wins no more often than a straight bet. The table counts every result: the patterns add up to all {{pick3Combinations}}.',
          },
          odds: {
            heading: 'What does not change the odds',
            independent: 'Each draw is independent: every one of the {{pick3Combinations}} results is equally likely every time. Digits that came up often recently are no more likely to come up again.',
            prizes: 'Because a 6-way box wins more often than a 3-way box, it pays less, and both pay less than a straight bet. Check the game’s official prize table before you play.',
          },
        },
      },
      howToWin: {
        title: 'How to Win the Lottery: The Honest Answer – PickWise',
        description: 'No method raises the odds of a lottery line. What you can change is how many people share a jackpot with you, and how much you spend. The exact odds of four jackpot games.',
        heading: 'How to Win the Lottery: The Honest Answer',
        intro: 'You cannot make a line more likely to win. Here is what the odds are, and the few things you can actually choose.',
        sections: {
          odds: {
            heading: 'Every line has the same chance',
            equal: 'A lottery draw is random: every combination of numbers is exactly as likely as every other. No pattern, system, statistic, dream or software can change that, ours included.',
            jackpots:
              'The jackpot odds of a single line: Powerball 1 in {{powerballOdds}}, Mega Millions 1 in {{megaOdds}}, EuroMillions (5 of 1–50 plus 2 Lucky Stars of 1–12) 1 in {{euroOdds}}, Florida Lotto 1 in {{floridaOdds}}.',
          },
          tickets: {
            heading: 'More tickets, still tiny odds',
            more: 'Each extra line adds one more chance, and the cost rises with it. Ten different Powerball lines give about a 1 in {{powerballTenLines}} chance of the jackpot.',
            value: 'On average a ticket returns less than it costs. Our odds page shows every prize’s odds and an expected value calculator that works it out step by step.',
          },
          sharing: {
            heading: 'What you can change: how many share the jackpot',
            split: 'Many people pick birthdays (so numbers up to 31), runs like 1-2-3-4-5, shapes on the play slip, past winning numbers or favourites like 7. If a popular line wins, the jackpot is split among everyone who played it.',
            fewer: 'Lines that avoid those habits are not more likely to win, but if they win they are less likely to be shared. Our generator shows each set’s jackpot-sharing risk, and its ‘Fewer shared wins’ option steers away from popular lines.',
          },
          systems: {
            heading: 'Beware of systems',
            claims: 'Anyone selling a way to predict draws or raise your odds is wrong or dishonest. “Wheeling” systems only arrange the lines you buy; they change what you spend, not the chance of each line.',
          },
          responsible: {
            heading: 'Play responsibly',
            play: 'Treat the lottery as entertainment with a cost. Set a budget, never chase losses, and get help if playing stops being fun.',
          },
        },
      },
    },
  },
};
