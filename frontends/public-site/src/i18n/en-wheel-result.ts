/** A built wheel's figures, lines and exports (wheels/WheelResult.tsx): shipped with the wheel builder. */
export const wheelResultEn = {
  wheelResult: {
    heading: 'Your wheel',
  },
};
