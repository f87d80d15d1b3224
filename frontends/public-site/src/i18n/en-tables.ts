/** English of the wide tables' scroll region (components/ScrollRegion.tsx), added with the screens that show one (namespace `publicSite`). */
export const tablesEn = {
  scrollRegion: {
    hint: 'Scroll sideways to see every column',
  },
};
