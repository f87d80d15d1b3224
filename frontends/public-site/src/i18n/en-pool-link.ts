/**
 * 'Add to a pool' on a generated set and on a wheel, and 'Move to a pool' on a saved ticket of My
 * tickets (pools/AddToPoolLink.tsx, fetched only for a signed-in player): they ship with that module.
 */
export const poolLinkEn = {
  poolLink: {
    add: 'Add to a pool',
    setLabel: 'Add to a pool: set {{n}}',
    part: 'Add lines {{from}}–{{to}} to a pool',
    wheelHint: 'Adds the wheel’s lines to a pool you organise, for the draw you choose, in tickets of at most {{max}} lines.',
    wheelParts: 'This wheel has too many lines for one link: add them part by part.',
    move: 'Move to a pool',
    moveLabel: 'Move {{name}} to a pool',
  },
};
