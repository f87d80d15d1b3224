/** The wheel builder's form, progress and page texts (routes/WheelsPage.tsx, wheels/): shipped with that screen. */
export const wheelsEn = {
  wheels: {
    title: 'Lottery wheels',
  },
};
