/**
 * English texts of the content pages /responsible, /faqs, /about and /privacy (namespace `publicSite`), added
 * with `addScreenTexts` when their chunk loads. Figures in {{braces}} are computed from libs/lottery.
 */
export const contentEn = {
  content: {
    opensInNewTab: '(opens in a new tab)',
    responsible: {
      pageTitle: 'Responsible Gaming – PickWise',
      description:
        'How to keep lottery play fun: five guidelines, the warning signs of a gambling problem, and free, confidential help in the US, the UK, Europe and worldwide.',
      heading: 'Responsible Gaming',
      intro: 'Lotteries are a game of chance. Here is how to keep playing for fun, how to tell when it has stopped being fun, and where to find free, confidential help.',
      noticeTitle: 'Important notice',
      notice:
        'PickWise sells no lottery tickets, takes no bets and pays no prizes. It is a free, educational number generator, not affiliated with any official lottery. Tickets are sold only by each lottery and its authorised retailers, and only to people of legal age where they live.',
      guidelinesHeading: 'Guidelines for playing responsibly',
      guidelines: {
        budget: {
          title: 'Set a budget',
          text: 'Decide before you play how much you can afford to lose each week or month, and stop when it is spent. Lottery money should be spare money, never money for rent, bills or food.',
        },
        entertainment: {
          title: 'Treat it as entertainment',
          text: 'A ticket buys a little excitement, not an investment. Every combination has the same small chance, and lotteries pay out less in prizes than they take in.',
        },
        stop: {
          title: 'Know when to stop',
          text: 'Limit your time as well as your money. If playing stops being fun, makes you anxious or fills your thoughts, take a break.',
        },
        chasing: {
          title: "Don't chase losses",
          text: 'Buying more tickets to win back what you have spent only adds to the loss. A win is never "due": every draw is independent of the ones before.',
        },
        balance: {
          title: 'Keep it balanced',
          text: 'Keep the lottery one small pastime among many, after family, friends, work and the rest of your life.',
        },
      },
      signsHeading: 'Warning signs',
      signsIntro: 'Gambling may be turning into a problem if you:',
      signs: {
        overspending: 'spend more money or time on it than you meant to, or more than you can afford;',
        lying: 'lie to family or friends about how much you play or spend;',
        anxiety: 'feel anxious, restless or irritable when you are not playing;',
        neglect: 'neglect work, studies, family or other duties because of gambling;',
        borrowing: 'borrow money, sell belongings or fall behind on bills to keep playing.',
      },
      signsAfter: 'If any of these sound familiar, for you or for someone close to you, the services below can help. Talking to them is free and confidential.',
      resourcesHeading: 'Where to get help',
      resourcesIntro: 'Free, confidential support, by region. The numbers and sites are those each organisation publishes.',
      regions: {
        us: 'United States',
        uk: 'United Kingdom',
        europe: 'Europe',
        international: 'International',
      },
      call: 'Call {{number}}',
      site: '{{name}} website',
      organisations: {
        ncpg: 'Runs the National Problem Gambling Helpline: free and confidential, 24 hours a day, every day. Its website also offers online chat and finds help near you in every state.',
        gamcare: 'Runs the National Gambling Helpline for Great Britain: free, 24 hours a day, every day, by phone or online chat, for gamblers and for the people around them.',
        gordonMoody: 'A UK charity with residential and online treatment for people most severely harmed by gambling, and support for their families. It also runs Gambling Therapy.',
        fejar: "Spain's federation of associations of recovering gamblers: it puts people affected by gambling, and their families, in touch with an association near them.",
        gamblersAnonymous: 'A worldwide fellowship of people who help each other stop gambling. Meetings are free, in person and online, in many countries and languages.',
      },
      bannerHeading: 'The help banner',
      bannerText: 'The banner above the footer of every PickWise page links to these three services:',
    },
    faqs: {
      pageTitle: 'FAQs – PickWise',
      description:
        'Straight answers about PickWise: what it is, its eight number methods, the real odds of each game, the twelve lotteries, draw history, privacy, sharing and gambling help.',
      heading: 'Frequently Asked Questions',
      intro: 'Straight answers about PickWise, its methods, the odds, the games and your data.',
      listLabel: 'Questions and answers',
      links: {
        about: 'How each method works',
        odds: 'Powerball odds and prizes',
        games: 'Choose a lottery',
        history: 'Draw history',
        responsible: 'Responsible Gaming',
        privacy: 'Privacy: what we keep and for how long',
      },
      stillHeading: 'Still have questions?',
      stillText: 'If gambling worries you or someone close to you, our Responsible Gaming page has guidelines, warning signs and free helplines.',
      stillLink: 'Go to Responsible Gaming',
      items: {
        whatIs: {
          question: 'What is PickWise?',
          answer:
            'PickWise is a free website, in English and Spanish, that suggests lottery numbers for twelve games in the USA and Europe. Pick a game and one of eight methods and you get five sets at once, along with the exact odds, draw history and statistics. It is for entertainment and learning: it sells no tickets, predicts no draw and cannot make you more likely to win.',
        },
        isFree: {
          question: 'Is it free? Do I need an account?',
          answer:
            'It is free, with nothing to buy. You can generate numbers, read the odds, browse draw history and check a ticket without an account. An account, with your name and country filled in, is only needed to open the details of a past draw.',
        },
        methods: {
          question: 'What are the eight methods?',
          answer: 'Each method builds its sets a different way. {{methods}} None of them changes the odds.',
        },
        predict: {
          question: 'Can the "AI" or Markov methods predict the winning numbers?',
          answer:
            'No. AI Smart Picks and the Markov Generator read the game\'s past draws, how numbers spread across ranges and how often each came up, and build lines that look like those draws. But draws are independent: the balls have no memory, so the past says nothing about the next draw. A line made this way wins exactly as often as any other.',
        },
        sameOdds: {
          question: 'Does any method improve my chances?',
          answer:
            'No. In a fair draw every combination is equally likely, so a line has the same chance whichever method made it. What a choice of numbers can change is how many other players picked the same ones: dates (1 to 31) and patterns are popular, so a jackpot won with them is more often shared. Each set shows this jackpot-sharing risk, and the "Fewer shared wins" option steers away from popular picks. It changes how much you might share, never your chance to win.',
        },
        odds: {
          question: 'What are the odds of winning the jackpot?',
          answer:
            'With one line: Powerball 1 in {{powerball}}, Mega Millions 1 in {{megaMillions}}, EuroMillions 1 in {{euromillions}}, EuroJackpot 1 in {{eurojackpot}}, UK Lotto 1 in {{ukLotto}} and SuperEnalotto 1 in {{superenalotto}}. The Mega Millions figure is the one since the rules change of {{megaMillionsSince}}; the 1 in {{megaMillionsBefore}} you may still read elsewhere is out of date. Every game has an odds page with the exact odds of each prize tier, computed from its rules.',
        },
        worthIt: {
          question: 'Is a ticket worth its price?',
          answer:
            'In money, rarely. The expected value calculator on each odds page works out, step by step, what one line returns on average for a given jackpot, ticket price, tax and number of tickets sold. Because lotteries pay out less in prizes than they take in, the result is usually well below the price of the ticket. Play for fun, not as an investment.',
        },
        games: {
          question: 'Which lotteries are supported?',
          answer: 'Twelve: {{usa}} in the USA, and {{europe}} in Europe. Each has its own generator, draw history, statistics, ticket checker and odds page.',
        },
        drawDays: {
          question: 'When are the draws?',
          answer: 'In each game\'s own time zone: {{days}}. The countdown on each game card shows the time left to the next draw in your local time.',
        },
        ranges: {
          question: 'What number ranges does each game use?',
          answer: 'Under each game\'s current rules: {{ranges}}. Mega Millions changed on {{megaMillionsSince}}: its Mega Ball now runs from 1 to 24 instead of 1 to 25.',
        },
        specialNumbers: {
          question: 'What is the difference between main and special numbers?',
          answer:
            'Main numbers are the ones every game draws, such as 5 from 1 to 69 in Powerball. Many games also draw special numbers from a range of their own: the Powerball, the Mega Ball, the Lucky Stars of EuroMillions, the Euro Numbers of EuroJackpot, the Mega of SuperLotto Plus, the Superzahl of Lotto 6aus49 and the Reintegro of La Primitiva. Because they come from their own range, a special number can repeat a main number. PickWise shows them after a "+" and in their own colour.',
        },
        affiliation: {
          question: 'Is PickWise affiliated with any official lottery?',
          answer:
            'No. PickWise is independent: it is not affiliated with, endorsed by or connected to any lottery operator or regulator. Game names belong to their owners and are used only to say which game a set is for.',
        },
        buyTickets: {
          question: 'Can I buy tickets or claim prizes here?',
          answer:
            'No. We sell no tickets, take no bets and pay no prizes. Buy tickets only from the official lottery or its authorised retailers, and check a ticket and claim a prize with the lottery that sold it.',
        },
        jackpots: {
          question: 'How accurate are the jackpot amounts?',
          answer:
            'They are guides, and each says where it comes from: "Live" is the next jackpot a results provider advertises, "Last draw" is the jackpot of the latest draw we hold, and "Estimated" is a fixed estimate used when neither is available. They are refreshed every 10 minutes. Advertised jackpots grow as tickets sell, and US jackpots are quoted as the annuity total, which is more than the cash option, so check the official lottery before relying on an amount.',
        },
        history: {
          question: 'Where does the draw history come from?',
          answer:
            'From public sources of each game\'s results, such as New York State\'s open data, the UK National Lottery, Lottoland and the LottoNumberArchive, checked for new draws on a schedule. Each draw links to its source where one is known. You can filter the history, page through it and export it as CSV or JSON.',
        },
        statsAndChecker: {
          question: 'What do the statistics and the ticket checker show?',
          answer:
            'The statistics count how often each number has been drawn under the current rules and set each count against what chance alone would give (95% bands and a chi-square test), which shows that the differences are the ordinary noise of random draws. The ticket checker compares a line you type, or one of the sets you generated on this device, with every past draw of the game and shows what it would have won under each draw\'s prize rules.',
        },
        privacy: {
          question: 'What data do you keep about me?',
          answer:
            'Without an account, no personal data is collected unless you write to us with the contact form: your numbers are not stored, and our log of generations keeps only the game, the method, how many sets, the time taken and whether it worked, for {{generationLogs}}, never the numbers or who asked. What you type into the generators and your last 10 sets per game are kept in your own browser, and clearing the site\'s data removes them. With an account we keep what it needs (your e-mail address, name, country and language, your sign-ins, tickets, budgets and alerts), each record for a stated time, and you can download it all or delete the account at any time. We run no advertising.',
        },
        offline: {
          question: 'What does "Offline mode" mean?',
          answer:
            'If our server cannot be reached, the generator still gives you five sets: your browser makes them with the Random method and the page says "Offline mode: Temporary local random picks." They are as likely to win as any other sets.',
        },
        share: {
          question: 'How do I copy or share my numbers?',
          answer:
            'Every set has Copy and Share buttons. Copy puts the set on your clipboard as the main numbers separated by commas, then " + " and the special numbers (for example 5, 12, 23, 41, 60 + 7). Share sends the numbers with a link that reopens the same five sets, in English or Spanish, through your device\'s share menu, or copies both where there is none. The link holds the game, the method, its options and a seed, nothing about you.',
        },
        mobile: {
          question: 'Does PickWise work on my phone?',
          answer:
            'Yes. Every page fits small screens (the history table becomes a list of cards) and works by touch or keyboard. It runs in your phone\'s browser, with nothing to install.',
        },
        language: {
          question: 'Can I use PickWise in Spanish?',
          answer: 'Yes. The ES button in the top bar switches to Spanish (and EN back to English). Every page has a Spanish address under /es/, and share links open in either language.',
        },
        gamblingHelp: {
          question: 'Where can I get help with gambling?',
          answer:
            'If playing costs more than you can afford, worries you or the people around you, or is hard to stop, talk to someone. In the US, call the National Problem Gambling Helpline on 1-800-GAMBLER (1-800-426-2537); in Great Britain, the National Gambling Helpline on 0808 8020 133 (GamCare). Both are free, confidential and open 24 hours a day. Gambling Therapy offers free online support worldwide, and Gamblers Anonymous holds meetings in many countries.',
        },
      },
    },
    about: {
      pageTitle: 'About – PickWise',
      description:
        'About PickWise: a free, bilingual lottery number generator for twelve US and European lotteries, how its eight methods work, and why none of them changes the odds.',
      heading: 'About PickWise',
      intro: 'A free lottery number generator, in English and Spanish, that is honest about the odds.',
      missionHeading: 'Our mission',
      mission: [
        'PickWise makes choosing lottery numbers quick and a little more fun, and it is honest about what that can and cannot do. In a fair draw every combination has the same chance, so we never claim that a method, a pattern or an "AI" makes a line more likely to win.',
        'Next to the numbers we put the facts: the exact odds of every prize tier, what a ticket returns on average, how often each number has really come up compared with chance, and how likely a line is to share a jackpot. PickWise is free, sells nothing, needs no account and is not affiliated with any lottery.',
      ],
      technologyHeading: 'How the numbers are made',
      technologyIntro:
        'Our server builds five sets per request with the method you choose, from a seeded random generator, so a share link can rebuild the very same sets. {{count}} of the eight methods read the game\'s past draws; the others do not. Here is what each one does.',
      readsHistory: 'Reads past draws',
      methods: {
        random:
          'Draws each number at random, then draws again any line that looks odd, such as all-consecutive numbers, or that already won a jackpot in this game.',
        ai: 'No machine learning is involved. For each set it makes three candidate lines: it picks how many numbers fall in each range with the frequency that pattern had in past draws, draws numbers weighted by their smoothed past frequency, scores each candidate from 0 to 100 for pattern, even/odd balance, spread and runs, and keeps the best.',
        markov:
          'A Markov chain over number ranges: reading past draws in ascending order, it counts how often a number in one range was followed by a number in the same or a higher range, then walks those steps with the same probabilities to build a line.',
        hotcold:
          'Takes most numbers from the hot end (the quarter of numbers drawn most often under the current rules) and one or two from the cold end (the least drawn quarter of the rest).',
        balance:
          'Keeps only lines that look like a typical draw: even and odd numbers at most one apart, numbers spread over at least three of five ranges, and no more than one consecutive pair.',
        birthday:
          'Turns the birthdays and other dates you enter into numbers (the day, the month, their sum, the year\'s last two digits or digit sum) where they fit the game, and completes the line at random.',
        lucky: 'Starts from up to 15 favourite numbers you enter, keeps those that fit the game, and completes the line at random; with more favourites than room, each set takes a different share.',
        horoscope:
          'Builds a "family" of numbers from lucky roots that popular astrology gives your sign, plus the date\'s digit sum, and mixes some of them with random numbers. Purely for fun.',
      },
      honestyHeading: 'What "AI" and "Markov" can and cannot do',
      honesty:
        'These methods find patterns in past draws and reproduce them. Draws are independent and every ball is equally likely each time, so those patterns are noise that says nothing about the next draw: a set from these methods is exactly as likely to win as one from Random Picks. The odds pages compute every figure exactly from each game\'s rules, and the statistics set every count against chance, so you can check this for yourself.',
      responsibleHeading: 'Responsible gaming',
      responsible:
        'Lotteries are a game of chance, and for some people gambling becomes a problem. Every page reminds you that all combinations have the same odds and links to free help; our Responsible Gaming page has guidelines, warning signs and helplines by region.',
      responsibleLink: 'Read our Responsible Gaming guide',
      coverageHeading: 'Global coverage',
      coverageIntro: 'Twelve lotteries in two regions, each with its generator, draw history, statistics, ticket checker and odds page.',
      regions: { usa: 'United States', europe: 'Europe' },
      gameLine: '{{country}} · draws on {{days}}',
      oddsLink: '{{game}} odds',
    },
    privacy: {
      pageTitle: 'Privacy – PickWise',
      description:
        'What PickWise keeps about you, why and for how long: nothing that names a visitor, and for an account only what it needs, each record for a stated time. How to download your data or delete your account.',
      heading: 'Privacy',
      intro: 'What PickWise keeps about you, why, for how long, and how to take it with you or have it erased.',
      visitorsHeading: 'Without an account',
      visitors: [
        'Without an account, PickWise keeps no personal data about you unless you write to us (see below): nothing that names you, and no cookies, advertising or tracking.',
        'Your numbers are made for the one request that asks for them (by our server, or by your browser when it is offline) and are not stored by us. Our log of generations keeps the game, the method, how many sets, how long it took and whether it worked, for {{generationLogs}}; never the numbers, who asked or from where.',
        'Page views go to an analytics tag only where one is installed, and PickWise installs none: they stay in your browser.',
      ],
      browserHeading: 'In your browser',
      browserIntro: 'Some things are kept in your own browser so the site can remember them for you. They never leave your device unless you act, and clearing this site\'s data removes them:',
      browser: {
        sets: 'your last 10 generated sets per game, for the ticket checker;',
        dialogs: 'the dates, favourite numbers and sign you type into the Birthday, Lucky Numbers and Horoscope generators;',
        tickets: 'tickets you save without an account (they move to your account if you sign in);',
        pause: 'whether you paused jackpots;',
        session: 'your sign-in session, if you have an account;',
        scroll: 'where you were on each page of this tab, to go back to it.',
      },
      countersHeading: 'Counters against abuse',
      counters:
        'To keep the site from being flooded, requests are counted per internet address. The gateway\'s counts last a few seconds and expire by themselves, as do its counts of each account\'s data downloads, kept for an hour. Sign-ups, sign-ins and contact messages are counted per address for five minutes (an hour for contact messages and password-recovery e-mails), and password sign-ins also per e-mail address for an hour, so that guessing a password cannot go on; these counters are deleted within a day after they end. None is ever joined with anything else.',
      contactHeading: 'If you write to us',
      contact: 'A message sent with the contact form is kept with the name and e-mail address you gave, so that we can answer, for {{contactMessages}}.',
      accountHeading: 'With an account',
      accountIntro: 'An account keeps what it needs to work, for as long as it exists, and some records for less:',
      account: {
        profile: 'your e-mail address, your password (only as a salted hash, which cannot be read back), your name, country and language: to sign you in and write to you in your language;',
        sessions: 'your sessions (the browser and internet address each was opened from, and when): to keep you signed in and let you end them;',
        addresses: 'the internet addresses you signed in from: so that password guessing from elsewhere cannot lock you out;',
        factors: 'your authenticator factor, if you set one up (its secret is stored encrypted and never shown again);',
        tickets: 'your tickets and their results, your spending, your budgets and your pause;',
        pools: 'in each pool you join: the name the other members see, your shares, the agreement versions you accepted and the payments recorded for you; each sealed record of a draw holds you by a member id and a salted hash of that name, never your e-mail address;',
        alerts: 'your alerts, the browsers you turned notifications on in, and your personal calendar address;',
        messages: 'the notifications and e-mails we sent you: what kind, for which game, and whether they arrived.',
      },
      retentionHeading: 'How long each record is kept',
      retentionIntro: 'Each of these records is deleted by a daily job once it is older than its period. Everything else an account holds is kept until you delete the account.',
      retentionCaption: 'Retention periods',
      retentionColumns: { record: 'Record', kept: 'Kept for', why: 'Why' },
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      retention: {
        signInAddresses: { record: 'Internet addresses an account signed in from', why: 'They keep a lock caused by guessing elsewhere from locking you out.' },
        idleSessions: { record: 'Sessions not used', why: 'An unused session is signed out by time.' },
        revokedRefreshTokens: { record: 'Ended sign-in tokens', why: 'A copied token presented again is recognised, and its session ended.' },
        contactMessages: { record: 'Contact messages', why: 'Time to answer and follow up.' },
        generationLogs: { record: 'Log of generations (no person in it)', why: 'To see that generation works and how fast.' },
        ingestionLogs: { record: 'Log of draw-data imports (no person in it)', why: 'To see that draw results arrive.' },
        outboxMessages: { record: 'Notifications and e-mails sent', why: 'To deliver them once, and see what failed.' },
      },
      rightsHeading: 'Download your data or delete your account',
      rights: [
        'Signed in, your account page has "Download my data": a zip file with everything PickWise holds about you (as JSON, your tickets and results as CSV, and a short summary in your language).',
        '"Delete my account" closes the account at once: every session ends on every device, and every part of PickWise erases what it holds about you, even a part that was down at that moment, as soon as it is back. An e-mail confirms it, and the address can sign up again as a new account. Messages you sent with the contact form stay, without your name and e-mail address. The sealed records of pools you were in stay as they were sealed, so the other members keep their proof: they hold only your member id and the salted hash of your name, and the name itself is erased.',
        'For both, you confirm it is you first: with your password, or your authenticator code if you set one up.',
      ],
      accountLink: 'Go to your account',
      questions: 'Questions about your data? Write to us with the contact form.',
      contactLink: 'Contact us',
    },
    ranges: {
      main: '{{game}}: {{count}} of {{min}}–{{max}}',
      withSpecial: '{{game}}: {{count}} of {{min}}–{{max}} plus {{specialCount}} {{special}} of {{specialMin}}–{{specialMax}}',
    },
  },
};
