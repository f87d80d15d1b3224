import type { widgetEn } from './en-widget.js';

/** Spanish texts of /es/widget (issue 39; namespace `publicSite`). */
export const widgetEs: typeof widgetEn = {
  widgetPage: {
    pageTitle: 'Widget para tu web – PickWise',
    heading: 'PickWise en tu web',
    description:
      'Muestra en tu web el próximo bote de una lotería, la cuenta atrás hasta su próximo sorteo y su último resultado verificado con un solo fragmento de código: gratis, en español o inglés, sin cookies ni seguimiento.',
    intro: 'El próximo bote de un juego, el tiempo que falta para su próximo sorteo y su último resultado verificado, en tu página con dos líneas. Gratis, en español o inglés.',
    previewHeading: 'Cómo se ve',
    previewIntro: 'Este es el widget que da el fragmento, para Powerball.',
    snippetHeading: 'El fragmento',
    snippetIntro: 'Pega estas dos líneas donde deba aparecer el widget. El script basta una vez por página, aunque haya varios widgets.',
    attributes: [
      'game: el juego, uno de {{games}}. Los resultados de los demás juegos no se pueden redistribuir, así que el widget dice que no puede mostrarlos.',
      'lang: en o es. Sin él, el widget sigue el lang de tu página, o el inglés.',
      'heading-level: el nivel del título del widget en la estructura de tu página, de 2 a 6 (2 si no se indica).',
    ],
    integrityHeading: 'Una versión fija, con Subresource Integrity',
    integrityIntro:
      'widget.js contiene siempre la versión actual; los navegadores la guardan un día. Para cargar exactamente la versión que revisaste, usa su archivo con versión y su hash de integridad: el navegador lo rechaza si cambia un solo byte. Cambia la línea cuando quieras una versión más reciente.',
    integrityLoading: 'Leyendo la versión actual…',
    integrityUnavailable: 'Ahora no se puede leer la versión actual: usa el fragmento de arriba.',
    cspHeading: 'Content Security Policy',
    cspIntro: 'El widget no necesita scripts ni estilos en línea y nunca usa eval. Si tu página envía una Content-Security-Policy, añade el sitio a estas dos directivas:',
    cspStyles: 'style-src no necesita nada: los estilos del widget son una hoja que crea dentro de su propio shadow root. No escribe HTML a partir de texto, así que también funciona en una página que exige Trusted Types.',
    stylingHeading: 'Colores y tipografía',
    stylingIntro: 'El CSS de tu página no llega al interior del widget. Define estas propiedades personalizadas en el elemento o en cualquier elemento que lo contenga:',
    stylingCaption: 'Las propiedades personalizadas del widget',
    stylingColumns: { property: 'Propiedad', fallback: 'Por defecto', what: 'Qué define' },
    properties: {
      'max-width': 'El ancho máximo del widget',
      font: 'La familia tipográfica',
      'font-size': 'El tamaño de letra base (el resto se escala con él)',
      text: 'El color del texto',
      heading: 'El color del título',
      muted: 'Las etiquetas y la letra pequeña',
      background: 'El fondo',
      border: 'El color del borde',
      radius: 'El radio de las esquinas',
      accent: 'El bote',
      'ball-background': 'Números principales: fondo',
      'ball-text': 'Números principales: texto',
      'special-background': 'Números especiales: fondo',
      'special-text': 'Números especiales: texto',
      'bonus-background': 'Números complementarios: fondo',
      'bonus-text': 'Números complementarios: texto',
      verified: 'La marca Verificado',
      link: 'Los enlaces',
    },
    stylingContrast: 'Mantén los colores que elijas con un contraste de 4,5:1 o más respecto al fondo; los de por defecto lo tienen.',
    privacyHeading: 'Privacidad y accesibilidad',
    privacy: [
      'El widget no instala cookies ni guarda nada en el navegador. Solo carga su propio código y el resumen del juego desde {{site}}, pedido sin cookies y sin referente, así que PickWise no sabe qué página lo muestra. Sin analítica ni rastreadores.',
      'Es una región con el nombre del juego, con un título, las cifras como una lista de términos y los números como una lista. La cuenta atrás cambia una vez por minuto y no se anuncia; nada se mueve en él y, con movimiento reducido, ni siquiera aparece con un fundido.',
    ],
  },
};
