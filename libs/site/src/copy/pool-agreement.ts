import type { Bilingual } from './bilingual.js';

/**
 * A new pool's agreement (issue 36): the template its organiser starts from and may edit, in both
 * languages. It answers what pools fall out over: who buys, by when, how prizes are split and
 * claimed, and what happens to a member who has not paid. Each version is accepted word for word.
 */
export const POOL_AGREEMENT_TEMPLATE: Bilingual = {
  en: [
    'Pool agreement',
    '1. Buying. The organiser buys the pool’s tickets for each draw before the game’s sales close, adds every ticket to this pool on PickWise before the record is sealed, and attaches a photo of each paper ticket where possible.',
    '2. Paying in. Each member pays their share of a draw’s tickets to the organiser before the record is sealed. The organiser records each payment and the member confirms it. A member who has not paid by the seal is not owed a share of that draw’s prizes unless the members agree otherwise in writing.',
    '3. Shares. Prizes are split by the shares in the sealed record of the draw, in whole cents: each member first gets their exact share rounded down, and the cents left over go one each to the members with the largest remainders, a tie going to the member who joined first.',
    '4. Claiming. The organiser claims any prize, keeps the paper tickets safe until every prize is claimed, and pays each member their share within 14 days of being paid. For a prize above the lottery’s claim threshold the organiser gives each member the claim’s facts and the forms the lottery asks for.',
    '5. Joining and leaving. A member joins or leaves from the next draw on. Sealed records are never changed.',
    'PickWise records what the members say; it does not hold or move money and is not a party to this agreement.',
  ].join('\n\n'),
  es: [
    'Acuerdo de la peña',
    '1. Compra. El organizador compra los boletos de la peña para cada sorteo antes del cierre de ventas del juego, añade cada boleto a esta peña en PickWise antes de que se selle el registro y adjunta una foto de cada boleto en papel cuando sea posible.',
    '2. Pagos. Cada miembro paga al organizador su parte de los boletos de un sorteo antes de que se selle el registro. El organizador anota cada pago y el miembro lo confirma. Un miembro que no haya pagado al sellarse no tiene derecho a parte de los premios de ese sorteo, salvo que los miembros acuerden otra cosa por escrito.',
    '3. Participaciones. Los premios se reparten según las participaciones del registro sellado del sorteo, en céntimos enteros: cada miembro recibe primero su parte exacta redondeada hacia abajo, y los céntimos sobrantes van de uno en uno a los miembros con los restos mayores; en caso de empate, al miembro que se unió primero.',
    '4. Cobro. El organizador cobra cualquier premio, guarda los boletos en papel hasta que se cobre cada premio y paga a cada miembro su parte en los 14 días siguientes al cobro. Para un premio por encima del umbral de cobro de la lotería, el organizador entrega a cada miembro los datos del cobro y los formularios que pida la lotería.',
    '5. Altas y bajas. Un miembro entra o sale a partir del siguiente sorteo. Los registros sellados no se cambian nunca.',
    'PickWise anota lo que dicen los miembros; no guarda ni mueve dinero y no es parte de este acuerdo.',
  ].join('\n\n'),
};
