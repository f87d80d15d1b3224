// "Spending and limits", the section of the My tickets page (routes/TicketsPage.tsx).
export { SpendingPanel } from './SpendingPanel.js';
