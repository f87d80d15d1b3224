/** English texts only the /choose-lottery screen uses (namespace `publicSite`); `choose.source` is in en.ts (the home page shows it too). */
export const chooseEn = {
  choose: {
    title: 'Choose Your Lottery',
    pageTitle: 'Choose Your Lottery – PickWise',
    intro: 'Select the game you want numbers for.',
    introWithMethod: 'Select the game you want numbers for with {{method}}.',
    description:
      'Pick one of 12 US and European lotteries, see its jackpot and next draw, and get free suggested number sets. Every combination has the same odds.',
  },
};
