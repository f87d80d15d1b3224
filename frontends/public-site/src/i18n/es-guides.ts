import type { guidesEn } from './en-guides.js';

/** Spanish texts of the educational pages and topic guides (namespace `publicSite`). Figures in double braces come from libs/lottery (guides/guide-figures.ts). */
export const guidesEs: typeof guidesEn = {
  guides: {
    breadcrumb: 'Ruta de navegación',
    home: 'Inicio',
    relatedHeading: 'Sigue leyendo',
    officialSite: 'Resultados oficiales',
    external: '(abre la web oficial)',
    links: {
      history: 'Historial de sorteos de los 12 juegos',
      responsible: 'Juego responsable y dónde encontrar ayuda',
      powerballHistory: 'Historial de sorteos de Powerball',
      powerballStats: 'Estadísticas de los números de Powerball frente al azar',
      powerballCheck: 'Comprobar un boleto de Powerball con todos los sorteos pasados',
      powerballGenerator: 'Generador de números de Powerball (con «Menos premios compartidos»)',
      powerballOdds: 'Probabilidades de Powerball y calculadora del valor esperado',
      megaHistory: 'Historial de sorteos de Mega Millions',
      megaGenerator: 'Generador de números de Mega Millions',
      floridaGenerator: 'Generador de números de Florida Lotto',
      floridaHistory: 'Historial de sorteos de Florida Lotto',
      floridaStats: 'Estadísticas de los números de Florida Lotto frente al azar',
      newYorkGenerator: 'Generador de números de New York Lotto',
      newYorkHistory: 'Historial de sorteos de New York Lotto',
      hotColdGenerator: 'Prueba el método Números calientes y fríos con Powerball',
      luckyGenerator: 'Combinaciones con tus propios números (método Números de la suerte)',
      newYork: 'Números de la lotería de Nueva York: juegos y probabilidades',
      florida: 'Florida Lotto: números ganadores, probabilidades y sorteos',
      northCarolina: 'Números ganadores en Carolina del Norte: Powerball y Mega Millions',
      hotNumbers: 'Números calientes y fríos, explicados',
      dreamNumbers: 'Números soñados: una tradición, no una estrategia',
      pick2: 'Juegos de 2 cifras (Pick 2): combinaciones y probabilidades',
      pick3: 'Juegos de 3 cifras (Pick 3): combinaciones y probabilidades',
      howToWin: 'Cómo ganar la lotería: la respuesta honesta',
    },
    facts: {
      caption: 'Números sorteados y probabilidad del bote con las reglas actuales',
      game: 'Juego',
      numbers: 'Números sorteados',
      jackpot: 'Probabilidad del bote',
      prizes: 'Todos los premios',
      mainOnly: '{{count}} del 1 al {{max}}',
      withSpecial: '{{count}} del 1 al {{max}} + {{specialCount}} {{special}} del {{specialMin}} al {{specialMax}}',
      oneIn: '1 entre {{n}}',
      oddsLink: 'Probabilidades de cada premio de {{game}}',
    },
    digits: {
      caption: 'Juego de {{count}} cifras: {{combinations}} resultados posibles; una apuesta directa gana con 1 de ellos',
      pattern: 'Tus cifras',
      example: 'Ejemplo',
      results: 'Resultados con esta forma',
      orders: 'Órdenes con los que gana una apuesta box',
      box: 'Probabilidad box',
      oneIn: '1 entre {{n}}',
      patterns: {
        '1-1': 'Dos cifras distintas',
        '2': 'Una cifra doble',
        '1-1-1': 'Tres cifras distintas (box de 6 órdenes)',
        '2-1': 'Una pareja y otra cifra (box de 3 órdenes)',
        '3': 'Un trío',
      },
    },
    shared: {
      powerball:
        'Powerball sortea 5 números del 1 al 69 y un Powerball del 1 al 26 cada lunes, miércoles y sábado. Acertar los seis da el bote: 1 posibilidad entre {{powerballOdds}}.',
      megaMillions:
        'Mega Millions sortea 5 números del 1 al 70 y una Mega Ball del 1 al {{megaSpecialMax}} cada martes y viernes; la probabilidad del bote es de 1 entre {{megaOdds}}. Muchas páginas aún hablan del 1 al {{megaOldSpecialMax}} y de 1 entre unos 302 millones: así era el juego hasta el {{megaChangeDate}}, cuando se redujo el rango de la Mega Ball, la probabilidad pasó a 1 entre {{megaOdds}} y el boleto subió a {{megaPrice}}.',
      sameOdds:
        'Se construya como se construya, una combinación tiene exactamente la misma probabilidad que cualquier otra del mismo juego. Nuestros métodos cambian los números que obtienes, no tus posibilidades de ganar.',
    },
    pages: {
      newYork: {
        title: 'Números de la lotería de Nueva York: juegos, probabilidades y resultados – PickWise',
        description: 'New York Lotto, Powerball, Mega Millions y el juego diario Numbers: cómo se sortea cada uno, sus probabilidades exactas y dónde comprobar los números ganadores.',
        heading: 'Números de la lotería de Nueva York',
        intro: 'Los juegos de números que se juegan en Nueva York, sus probabilidades exactas y lo que PickWise puede y no puede hacer con ellos.',
        sections: {
          games: {
            heading: 'Los juegos de bote: Lotto, Powerball y Mega Millions',
            lotto:
              'New York Lotto sortea 6 números del 1 al 59 y un número complementario (bonus) cada miércoles y sábado. Acertar los seis da el bote: 1 posibilidad entre {{newYorkOdds}}. El bonus solo cuenta para el segundo premio, cinco aciertos más el bonus. Con un boleto de 1 $ se juegan dos apuestas.',
          },
          digits: {
            heading: 'Numbers y Win 4: los juegos diarios de cifras',
            numbers:
              'Numbers es el juego de tres cifras de Nueva York y Win 4 el de cuatro; los dos se sortean dos veces al día (a mediodía y por la noche). Cada cifra va del 0 al 9, así que Numbers tiene {{pick3Combinations}} resultados posibles y Win 4 tiene {{pick4Combinations}}: una apuesta directa, en el orden exacto, gana 1 vez entre {{pick3Combinations}} o 1 entre {{pick4Combinations}}.',
            box: 'Una apuesta box gana con cualquier orden de tus cifras, así que su probabilidad depende de si se repiten cifras. Nuestra guía de 3 cifras hace las cuentas. PickWise no genera cifras para estos juegos.',
          },
          results: {
            heading: 'Dónde comprobar los números ganadores',
            official:
              'La Lotería de Nueva York publica los resultados oficiales de todos sus juegos. Comprueba siempre el boleto con el resultado oficial antes de tirarlo o de reclamar un premio.',
            here: 'PickWise guarda el historial completo de sorteos de Powerball y de New York Lotto, con cuántas veces ha salido cada número frente a lo que daría el azar, y un comprobador que enfrenta una combinación a todos los sorteos pasados de Powerball.',
          },
          generate: {
            heading: 'PickWise y los juegos de Nueva York',
            methods: 'Nuestro generador te da cinco combinaciones a la vez para New York Lotto, Powerball y Mega Millions, con ocho métodos: desde el azar puro hasta tus propios números de la suerte.',
          },
        },
      },
      florida: {
        title: 'Florida Lotto: números ganadores, probabilidades y días de sorteo – PickWise',
        description: 'Florida Lotto sortea 6 números del 1 al 53 los miércoles y sábados. Las probabilidades exactas de cada premio, los otros juegos de Florida y el historial completo.',
        heading: 'Florida Lotto: números ganadores y probabilidades',
        intro: 'Cómo funciona el juego de bote propio de Florida, sus probabilidades exactas y los juegos multiestatales y diarios que se venden junto a él.',
        sections: {
          lotto: {
            heading: 'Cómo funciona Florida Lotto',
            rules:
              'Florida Lotto sortea 6 números del 1 al 53 cada miércoles y sábado por la noche, con esta matriz de 6 entre 53 desde {{floridaSince}}. El bote empieza en 2 millones de dólares y crece en cada sorteo en que nadie acierta los seis (la Lotería de Florida fija el importe inicial y publica el bote vigente en su web).',
            prizes:
              'Acertar los seis números es una posibilidad entre {{floridaOdds}}. Hay premios menores para 5, 4 y 3 aciertos, y con 2 aciertos se gana un boleto Quick Pick gratis; contando ese, una combinación gana algo aproximadamente 1 vez de cada {{floridaAnyOdds}}.',
          },
          multiState: {
            heading: 'Powerball y Mega Millions en Florida',
          },
          daily: {
            heading: 'Los juegos diarios Pick',
            pick: 'Florida tiene también juegos de cifras (Pick 2, Pick 3, Pick 4 y Pick 5) que se sortean dos veces al día. Funcionan de otra manera que el Lotto: eliges cifras del 0 al 9, así que un Pick 2 tiene {{pick2Combinations}} resultados posibles y un Pick 3, {{pick3Combinations}}. Nuestras guías explican las apuestas directas y box.',
          },
          history: {
            heading: 'Historial y estadísticas de Florida Lotto',
            archive:
              'PickWise guarda el historial de Florida Lotto desde el primer sorteo, en 1988, para consultarlo, filtrarlo y exportarlo en CSV. Para cobrar un premio, los resultados que cuentan son los de la propia Lotería de Florida.',
            stats:
              'La vista de estadísticas compara cuántas veces ha salido cada número con la franja que daría el azar por sí solo. Siempre habrá números que parezcan «calientes» o «fríos»: así es el azar, y eso no hace a ningún número más probable en el próximo sorteo.',
          },
        },
      },
      northCarolina: {
        title: 'Números ganadores en Carolina del Norte: Powerball, Mega Millions y probabilidades – PickWise',
        description: 'Los juegos de bote de Carolina del Norte, Powerball y Mega Millions: cómo se sortean, sus probabilidades exactas, dónde comprobar los números ganadores y las probabilidades del Pick 3.',
        heading: 'Números ganadores en Carolina del Norte',
        intro: 'Los juegos multiestatales de bote que se venden en Carolina del Norte, sus probabilidades exactas y dónde comprobar un boleto.',
        sections: {
          games: {
            heading: 'Powerball y Mega Millions en Carolina del Norte',
            intro:
              'La Lotería Educativa de Carolina del Norte vende los dos grandes juegos multiestatales, Powerball y Mega Millions, junto a sus propios juegos estatales, como los diarios Pick 3 y Pick 4. PickWise cubre los dos juegos multiestatales.',
          },
          results: {
            heading: 'Dónde comprobar los números ganadores',
            official:
              'La Lotería Educativa de Carolina del Norte publica los resultados oficiales de todos sus juegos, también los estatales. Comprueba siempre el boleto con el resultado oficial.',
            here: 'Para Powerball, PickWise guarda el historial de sorteos desde 1997, con estadísticas y un comprobador que enfrenta una combinación a todo el historial.',
          },
          digits: {
            heading: 'Pick 3 y Pick 4',
            pick: 'En los juegos diarios de cifras cada cifra va del 0 al 9: un Pick 3 tiene {{pick3Combinations}} resultados posibles y un Pick 4, {{pick4Combinations}}, así que una apuesta directa gana 1 vez entre {{pick3Combinations}} o 1 entre {{pick4Combinations}}. Las apuestas box ganan con cualquier orden de las cifras; cuánto ayuda eso depende de las cifras repetidas.',
          },
          generate: {
            heading: 'PickWise y estos juegos',
            methods: 'Nuestro generador te da cinco combinaciones a la vez para Powerball y Mega Millions, con ocho métodos: desde el azar puro hasta tus propios números de la suerte.',
          },
        },
      },
      hotNumbers: {
        title: 'Números calientes y fríos de la lotería: qué son y por qué no cambian las probabilidades – PickWise',
        description: 'Los números calientes son los que más han salido en una serie de sorteos y los fríos, los que menos. Por qué ninguno cambia la probabilidad del próximo sorteo, con sorteos reales.',
        heading: 'Números calientes y fríos de la lotería',
        intro: 'Qué significan estos términos, por qué no sirven para predecir un sorteo y cómo comprobarlo tú mismo con sorteos reales.',
        sections: {
          what: {
            heading: 'Qué son los números calientes y fríos',
            definition:
              'Los números «calientes» son los que más veces han salido en una serie de sorteos pasados; los «fríos», los que menos, o los que llevan mucho tiempo sin salir, y a veces se dice que «les toca».',
            windows:
              'Qué números están calientes depende por completo del periodo que mires: los últimos 10 sorteos, los últimos 100 o los últimos 1000 dan listas distintas, y las listas cambian sin parar.',
          },
          odds: {
            heading: 'Por qué no cambian las probabilidades',
            memory:
              'Un sorteo no tiene memoria. Las bolas se revisan y se sortean para que cada número tenga la misma probabilidad en cada sorteo, pase lo que pase antes. En Powerball, cada número blanco tiene la misma probabilidad de 5 entre 69 de salir el lunes, tanto si salió el sábado pasado como si lleva meses sin aparecer.',
            fallacy:
              'Creer que a un número frío «le toca» o que uno caliente «está en racha» es la falacia del jugador. Los recuentos desiguales son justo lo que produce un sorteo limpio: en cualquier periodo, unos números salen más que otros por puro azar.',
          },
          stats: {
            heading: 'Compruébalo en sorteos reales',
            view: 'Nuestra vista de estadísticas muestra cuántas veces ha salido cada número de un juego, junto a lo que daría el azar y la franja en la que caería 95 veces de cada 100, con una prueba de si el conjunto de los recuentos se parece al azar.',
            reading:
              'De media, más o menos 1 número de cada 20 queda fuera de su franja, y cuáles son cambia a medida que se añaden sorteos: la huella del azar, no una tendencia que se pueda aprovechar.',
          },
          generator: {
            heading: 'Calientes y fríos en nuestro generador',
            method: 'Nuestro método Números calientes y fríos construye combinaciones con los números que más y menos han salido, porque a mucha gente le gusta jugar así.',
          },
        },
      },
      dreamNumbers: {
        title: 'Números soñados y lotería: una tradición, no una estrategia – PickWise',
        description: 'Convertir los sueños en números de lotería es una tradición antigua, de la smorfia napolitana a los dream books estadounidenses. Qué hace con tus probabilidades y con el reparto de un bote.',
        heading: 'Números soñados: una tradición, no una estrategia',
        intro: 'De dónde viene la costumbre de jugar los números de los sueños, y lo que hace, y lo que no, por un boleto.',
        sections: {
          tradition: {
            heading: 'Una tradición antigua',
            history:
              'Desde hace mucho la gente convierte los sueños en números. En Nápoles, la smorfia da un significado a cada número del 1 al 90, de modo que soñar con cierta imagen se traduce en un número para jugar al lotto. En Estados Unidos, los «dream books» indicaban qué número jugar según lo soñado en los antiguos juegos de números de barrio.',
            today: 'Hoy se juegan fechas soñadas, el número de una casa que apareció en un sueño o un número que simplemente pareció importante. Para mucha gente es parte de la gracia de jugar.',
          },
          odds: {
            heading: 'Qué hacen los números soñados con tus probabilidades',
            same: 'Nada. Un sorteo no puede saber qué ha soñado nadie, así que una combinación salida de un sueño tiene exactamente la misma probabilidad que cualquier otra del mismo juego.',
            sharing:
              'Sí pueden cambiar una cosa: con cuántas personas compartirías un bote. Los dream books dan los mismos números a mucha gente y las fechas soñadas solo usan del 1 al 31, así que esas combinaciones se juegan más que la media. Si una de ellas gana, el bote se reparte entre más ganadores.',
          },
          site: {
            heading: 'Los números soñados en PickWise',
            noMethod: 'PickWise no tiene un método de sueños ni interpreta sueños. Si tienes números que te gustan, el método Números de la suerte construye combinaciones con ellos y completa el resto al azar.',
          },
          care: {
            heading: 'Que siga siendo un juego',
            budget: 'Juega un número soñado por diversión, nunca porque parezca una señal para gastar más de lo previsto. Fija un presupuesto antes de jugar y respétalo.',
          },
        },
      },
      pick2: {
        title: 'Juegos de lotería de 2 cifras (Pick 2): combinaciones y probabilidades – PickWise',
        description: 'Un juego Pick 2 tiene 100 combinaciones: una apuesta directa gana 1 vez entre 100 y una box con dos cifras distintas, 1 entre 50. Por qué una cifra doble cambia la probabilidad box.',
        heading: 'Juegos de lotería de 2 cifras (Pick 2)',
        intro: 'Cómo funcionan los juegos de dos cifras y las probabilidades exactas de las apuestas directas y box.',
        sections: {
          how: {
            heading: 'Cómo funciona un juego Pick 2',
            digits: 'Un juego Pick 2 sortea dos cifras, cada una del 0 al 9, así que el resultado es una de las {{pick2Combinations}} combinaciones del 00 al 99.',
            where: 'Varias loterías de EE. UU. tienen uno, normalmente con uno o dos sorteos al día; el Pick 2 de Florida se sortea dos veces al día. PickWise no genera números para juegos de cifras: esta guía trata de sus probabilidades.',
          },
          bets: {
            heading: 'Apuestas directas y box',
            straight: 'Una apuesta directa solo gana si las cifras salen en tu orden exacto: 1 de los {{pick2Combinations}} resultados, es decir, 1 entre {{pick2Combinations}}.',
            box: 'Una apuesta box gana con cualquiera de los dos órdenes. Con dos cifras distintas, como 3 y 7, ganan dos resultados (37 y 73): 1 entre {{pick2Box}}.',
            double: 'Una cifra doble como 55 tiene un solo orden, así que una box con ella gana con el mismo único resultado que una directa: sigue siendo 1 entre {{pick2Combinations}}.',
          },
          odds: {
            heading: 'Lo que no cambia las probabilidades',
            independent: 'Cada sorteo es independiente: los {{pick2Combinations}} resultados son igual de probables cada vez, salga lo que salga antes. Una pareja «caliente» no tiene más opciones de repetirse.',
            prizes: 'Las apuestas box pagan menos que las directas porque ganan más a menudo. Consulta la tabla oficial de premios del juego antes de jugar.',
          },
        },
      },
      pick3: {
        title: 'Juegos de lotería de 3 cifras (Pick 3): combinaciones y probabilidades – PickWise',
        description: 'Un juego Pick 3 tiene 1000 combinaciones: directa 1 entre 1000, box de 6 órdenes 1 entre unas 167, box de 3 órdenes 1 entre unas 333. Por qué las parejas y los tríos cambian la probabilidad box.',
        heading: 'Juegos de lotería de 3 cifras (Pick 3)',
        intro: 'Cómo funcionan los juegos de tres cifras y las probabilidades exactas de las apuestas directas y box para cada tipo de número.',
        sections: {
          how: {
            heading: 'Cómo funciona un juego Pick 3',
            digits: 'Un juego Pick 3 sortea tres cifras, cada una del 0 al 9, así que el resultado es una de las {{pick3Combinations}} combinaciones del 000 al 999.',
            where: 'Muchas loterías de EE. UU. tienen uno, a menudo con dos sorteos al día: en Florida y Carolina del Norte se llama Pick 3 y en Nueva York, Numbers. PickWise no genera números para juegos de cifras: esta guía trata de sus probabilidades.',
          },
          bets: {
            heading: 'Apuestas directas y box',
            straight: 'Una apuesta directa solo gana con tu orden exacto: 1 entre {{pick3Combinations}}.',
            box: 'Una apuesta box gana con cualquier orden de tus tres cifras, así que su probabilidad depende de cuántos órdenes distintos tengan. Tres cifras distintas, como 1-2-3, tienen 6 órdenes (una «box de 6»): 1 entre {{pick3Box6}}. Una pareja, como 1-1-2, solo tiene 3 (una «box de 3»): 1 entre {{pick3Box3}}.',
            patterns: 'Un trío como 7-7-7 tiene un solo orden, así que jugarlo en box no gana más a menudo que una directa. La tabla cuenta todos los resultados: entre todas las formas suman los {{pick3Combinations}}.',
          },
          odds: {
            heading: 'Lo que no cambia las probabilidades',
            independent: 'Cada sorteo es independiente: los {{pick3Combinations}} resultados son igual de probables cada vez. Las cifras que han salido mucho últimamente no tienen más opciones de volver a salir.',
            prizes: 'Como una box de 6 gana más a menudo que una box de 3, paga menos, y las dos pagan menos que una directa. Consulta la tabla oficial de premios del juego antes de jugar.',
          },
        },
      },
      howToWin: {
        title: 'Cómo ganar la lotería: la respuesta honesta – PickWise',
        description: 'Ningún método aumenta la probabilidad de una combinación. Lo que sí puedes cambiar es con cuántos compartirías un bote y cuánto gastas. Las probabilidades exactas de cuatro juegos de bote.',
        heading: 'Cómo ganar la lotería: la respuesta honesta',
        intro: 'No puedes hacer que una combinación tenga más probabilidades de ganar. Estas son las probabilidades y lo poco que de verdad puedes elegir.',
        sections: {
          odds: {
            heading: 'Todas las combinaciones tienen la misma probabilidad',
            equal: 'Un sorteo de lotería es aleatorio: cada combinación de números es exactamente igual de probable que cualquier otra. Ningún patrón, sistema, estadística, sueño ni programa puede cambiarlo, tampoco el nuestro.',
            jackpots:
              'La probabilidad del bote con una sola combinación: Powerball, 1 entre {{powerballOdds}}; Mega Millions, 1 entre {{megaOdds}}; EuroMillions (5 del 1 al 50 más 2 estrellas del 1 al 12), 1 entre {{euroOdds}}; Florida Lotto, 1 entre {{floridaOdds}}.',
          },
          tickets: {
            heading: 'Más boletos, probabilidades igual de pequeñas',
            more: 'Cada combinación de más añade una posibilidad, y el gasto sube con ella. Diez combinaciones distintas de Powerball dan más o menos 1 posibilidad entre {{powerballTenLines}} de ganar el bote.',
            value: 'De media, un boleto devuelve menos de lo que cuesta. Nuestra página de probabilidades muestra las de cada premio y una calculadora del valor esperado que hace la cuenta paso a paso.',
          },
          sharing: {
            heading: 'Lo que sí puedes cambiar: con cuántos compartes el bote',
            split: 'Mucha gente elige cumpleaños (números hasta el 31), series como 1-2-3-4-5, dibujos en el boleto, números ganadores de otros sorteos o favoritos como el 7. Si gana una combinación popular, el bote se reparte entre todos los que la jugaron.',
            fewer: 'Las combinaciones que evitan esas costumbres no tienen más probabilidades de ganar, pero si ganan es menos probable que tengan que repartir. Nuestro generador muestra el riesgo de bote compartido de cada combinación, y su opción «Menos premios compartidos» se aleja de las combinaciones populares.',
          },
          systems: {
            heading: 'Cuidado con los sistemas',
            claims: 'Quien vende una forma de predecir sorteos o de aumentar tus probabilidades se equivoca o engaña. Los sistemas de «reducción» solo organizan las combinaciones que compras: cambian lo que gastas, no la probabilidad de cada combinación.',
          },
          responsible: {
            heading: 'Juega con responsabilidad',
            play: 'Trata la lotería como un entretenimiento que cuesta dinero. Fija un presupuesto, no intentes nunca recuperar lo perdido y busca ayuda si jugar deja de ser divertido.',
          },
        },
      },
    },
  },
};
