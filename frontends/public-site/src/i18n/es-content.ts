import type { contentEn } from './en-content.js';

/** Spanish texts of the content pages /responsible, /faqs, /about and /privacy (namespace `publicSite`). Figures in {{braces}} are computed from libs/lottery. */
export const contentEs: typeof contentEn = {
  content: {
    opensInNewTab: '(se abre en una pestaña nueva)',
    responsible: {
      pageTitle: 'Juego responsable – PickWise',
      description:
        'Cómo seguir jugando a la lotería por diversión: cinco pautas, las señales de alerta de un problema con el juego y ayuda gratuita y confidencial en EE. UU., el Reino Unido, Europa y el resto del mundo.',
      heading: 'Juego responsable',
      intro: 'La lotería es un juego de azar. Aquí tienes cómo seguir jugando por diversión, cómo darte cuenta de que ha dejado de serlo y dónde encontrar ayuda gratuita y confidencial.',
      noticeTitle: 'Aviso importante',
      notice:
        'PickWise no vende boletos de lotería, no acepta apuestas ni paga premios. Es un generador de números gratuito y educativo, sin relación con ninguna lotería oficial. Los boletos solo los venden cada lotería y sus puntos de venta autorizados, y solo a personas con la edad legal en su país.',
      guidelinesHeading: 'Pautas para jugar con responsabilidad',
      guidelines: {
        budget: {
          title: 'Fija un presupuesto',
          text: 'Antes de jugar, decide cuánto puedes permitirte perder cada semana o cada mes, y para cuando lo hayas gastado. El dinero de la lotería debe ser dinero que te sobra, nunca el del alquiler, las facturas o la comida.',
        },
        entertainment: {
          title: 'Tómatelo como un entretenimiento',
          text: 'Un boleto compra un poco de emoción, no es una inversión. Todas las combinaciones tienen la misma pequeña probabilidad, y las loterías reparten en premios menos de lo que recaudan.',
        },
        stop: {
          title: 'Sabe cuándo parar',
          text: 'Ponte un límite de tiempo, además de dinero. Si jugar deja de ser divertido, te genera ansiedad o no te lo puedes quitar de la cabeza, tómate un descanso.',
        },
        chasing: {
          title: 'No persigas las pérdidas',
          text: 'Comprar más boletos para recuperar lo que has gastado solo aumenta la pérdida. Ningún premio "está al caer": cada sorteo es independiente de los anteriores.',
        },
        balance: {
          title: 'Mantén el equilibrio',
          text: 'Que la lotería sea un pasatiempo pequeño entre muchos otros, por detrás de la familia, los amigos, el trabajo y el resto de tu vida.',
        },
      },
      signsHeading: 'Señales de alerta',
      signsIntro: 'El juego puede estar convirtiéndose en un problema si:',
      signs: {
        overspending: 'le dedicas más dinero o más tiempo del que pensabas, o más del que te puedes permitir;',
        lying: 'mientes a tu familia o a tus amigos sobre cuánto juegas o cuánto gastas;',
        anxiety: 'te sientes ansioso, inquieto o irritable cuando no juegas;',
        neglect: 'descuidas el trabajo, los estudios, la familia u otras obligaciones por el juego;',
        borrowing: 'pides dinero prestado, vendes tus cosas o dejas facturas sin pagar para seguir jugando.',
      },
      signsAfter: 'Si algo de esto te resulta familiar, en ti o en alguien cercano, los servicios que siguen pueden ayudarte. Hablar con ellos es gratuito y confidencial.',
      resourcesHeading: 'Dónde pedir ayuda',
      resourcesIntro: 'Apoyo gratuito y confidencial, por regiones. Los teléfonos y las webs son los que publica cada organización.',
      regions: {
        us: 'Estados Unidos',
        uk: 'Reino Unido',
        europe: 'Europa',
        international: 'Internacional',
      },
      call: 'Llamar al {{number}}',
      site: 'Web de {{name}}',
      organisations: {
        ncpg: 'Atiende la línea nacional de ayuda para el juego problemático (National Problem Gambling Helpline): gratuita y confidencial, las 24 horas, todos los días. Su web ofrece además chat en línea y encuentra ayuda cerca de ti en cualquier estado.',
        gamcare: 'Atiende la línea nacional de ayuda para el juego de Gran Bretaña (National Gambling Helpline): gratuita, las 24 horas, todos los días, por teléfono o chat, para quien juega y para las personas de su entorno.',
        gordonMoody: 'Organización benéfica británica con tratamiento residencial y en línea para las personas más afectadas por el juego, y apoyo para sus familias. También gestiona Gambling Therapy.',
        fejar: 'La federación española de asociaciones de jugadores en rehabilitación: pone a las personas afectadas por el juego, y a sus familias, en contacto con una asociación cercana.',
        gamblersAnonymous: 'Una comunidad mundial de personas que se ayudan a dejar de jugar. Las reuniones son gratuitas, presenciales y en línea, en muchos países e idiomas.',
      },
      bannerHeading: 'El aviso de ayuda',
      bannerText: 'El aviso que aparece sobre el pie de todas las páginas de PickWise enlaza con estos tres servicios:',
    },
    faqs: {
      pageTitle: 'Preguntas frecuentes – PickWise',
      description:
        'Respuestas claras sobre PickWise: qué es, sus ocho métodos para elegir números, las probabilidades reales de cada juego, las doce loterías, el historial de sorteos, la privacidad, cómo compartir y la ayuda para el juego.',
      heading: 'Preguntas frecuentes',
      intro: 'Respuestas claras sobre PickWise, sus métodos, las probabilidades, los juegos y tus datos.',
      listLabel: 'Preguntas y respuestas',
      links: {
        about: 'Cómo funciona cada método',
        odds: 'Probabilidades y premios de Powerball',
        games: 'Elige una lotería',
        history: 'Historial de sorteos',
        responsible: 'Juego responsable',
        privacy: 'Privacidad: qué guardamos y durante cuánto tiempo',
      },
      stillHeading: '¿Todavía tienes preguntas?',
      stillText: 'Si el juego te preocupa, a ti o a alguien cercano, en nuestra página de juego responsable encontrarás pautas, señales de alerta y líneas de ayuda gratuitas.',
      stillLink: 'Ir a Juego responsable',
      items: {
        whatIs: {
          question: '¿Qué es PickWise?',
          answer:
            'PickWise es una web gratuita, en español e inglés, que propone números para doce loterías de Estados Unidos y Europa. Eliges un juego y uno de los ocho métodos y recibes cinco combinaciones a la vez, junto con las probabilidades exactas, el historial de sorteos y las estadísticas. Es para entretenerse y aprender: no vende boletos, no predice ningún sorteo y no puede aumentar tus posibilidades de ganar.',
        },
        isFree: {
          question: '¿Es gratis? ¿Necesito una cuenta?',
          answer:
            'Es gratis y no hay nada que comprar. Sin cuenta puedes generar números, consultar las probabilidades, ver el historial de sorteos y comprobar un boleto. Solo necesitas una cuenta, con tu nombre y tu país, para abrir el detalle de un sorteo pasado.',
        },
        methods: {
          question: '¿Cuáles son los ocho métodos?',
          answer: 'Cada método forma sus combinaciones de una manera distinta. {{methods}} Ninguno cambia las probabilidades.',
        },
        predict: {
          question: '¿Pueden los métodos de "IA" o de Markov predecir los números ganadores?',
          answer:
            'No. La selección inteligente IA y el generador de Markov leen los sorteos pasados del juego, cómo se reparten los números por rangos y cuántas veces ha salido cada uno, y forman combinaciones que se parecen a esos sorteos. Pero los sorteos son independientes: las bolas no tienen memoria, así que el pasado no dice nada del próximo sorteo. Una combinación hecha así gana exactamente con la misma frecuencia que cualquier otra.',
        },
        sameOdds: {
          question: '¿Algún método mejora mis posibilidades?',
          answer:
            'No. En un sorteo limpio todas las combinaciones son igual de probables, así que una combinación tiene la misma probabilidad la haya hecho el método que la haya hecho. Lo que sí cambia según los números es cuántos jugadores más eligieron los mismos: las fechas (del 1 al 31) y los dibujos son populares, así que un bote ganado con ellos se reparte más a menudo. Cada combinación muestra ese riesgo de compartir el bote, y la opción "Menos premios compartidos" evita las elecciones populares. Cambia cuánto podrías tener que repartir, nunca tu probabilidad de ganar.',
        },
        odds: {
          question: '¿Qué probabilidad hay de ganar el bote?',
          answer:
            'Con una apuesta: Powerball, 1 entre {{powerball}}; Mega Millions, 1 entre {{megaMillions}}; EuroMillions, 1 entre {{euromillions}}; EuroJackpot, 1 entre {{eurojackpot}}; UK Lotto, 1 entre {{ukLotto}}, y SuperEnalotto, 1 entre {{superenalotto}}. La cifra de Mega Millions es la vigente desde el cambio de reglas del {{megaMillionsSince}}; el 1 entre {{megaMillionsBefore}} que aún se lee en otros sitios está desfasado. Cada juego tiene una página de probabilidades con las de cada categoría de premio, calculadas exactamente a partir de sus reglas.',
        },
        worthIt: {
          question: '¿Vale un boleto lo que cuesta?',
          answer:
            'En dinero, casi nunca. La calculadora de valor esperado de cada página de probabilidades calcula, paso a paso, lo que devuelve de media una apuesta según el bote, el precio, los impuestos y los boletos vendidos. Como las loterías reparten en premios menos de lo que recaudan, el resultado suele quedar muy por debajo del precio del boleto. Juega por diversión, no como inversión.',
        },
        games: {
          question: '¿Qué loterías están disponibles?',
          answer: 'Doce: {{usa}} en Estados Unidos, y {{europe}} en Europa. Cada una tiene su generador, su historial de sorteos, estadísticas, comprobador de boletos y página de probabilidades.',
        },
        drawDays: {
          question: '¿Cuándo son los sorteos?',
          answer: 'En la zona horaria de cada juego: {{days}}. La cuenta atrás de cada tarjeta de juego muestra el tiempo que falta para el próximo sorteo en tu hora local.',
        },
        ranges: {
          question: '¿Qué rangos de números usa cada juego?',
          answer: 'Con las reglas vigentes de cada juego: {{ranges}}. Mega Millions cambió el {{megaMillionsSince}}: su Mega Ball va ahora del 1 al 24, en lugar del 1 al 25.',
        },
        specialNumbers: {
          question: '¿Qué diferencia hay entre los números principales y los especiales?',
          answer:
            'Los números principales son los que sortean todos los juegos, como 5 del 1 al 69 en Powerball. Muchos juegos sortean además números especiales de un rango propio: la Powerball, la Mega Ball, las Estrellas de EuroMillions, los Euronúmeros de EuroJackpot, el Mega de SuperLotto Plus, el Superzahl de Lotto 6aus49 y el Reintegro de La Primitiva. Como salen de su propio rango, un número especial puede repetir uno principal. PickWise los muestra tras un "+" y en su propio color.',
        },
        affiliation: {
          question: '¿Tiene PickWise relación con alguna lotería oficial?',
          answer:
            'No. PickWise es independiente: no está afiliada, respaldada ni vinculada a ningún operador de lotería ni a ningún regulador. Los nombres de los juegos pertenecen a sus dueños y solo se usan para indicar a qué juego corresponde cada combinación.',
        },
        buyTickets: {
          question: '¿Puedo comprar boletos o cobrar premios aquí?',
          answer:
            'No. No vendemos boletos, no aceptamos apuestas ni pagamos premios. Compra los boletos solo en la lotería oficial o en sus puntos de venta autorizados, y comprueba y cobra los premios con la lotería que te vendió el boleto.',
        },
        jackpots: {
          question: '¿Qué precisión tienen los importes de los botes?',
          answer:
            'Son orientativos, y cada uno indica de dónde viene: "En directo" es el próximo bote que anuncia un proveedor de resultados, "Último sorteo" es el bote del último sorteo que tenemos y "Estimado" es una estimación fija que se usa cuando no hay ninguno de los otros. Se actualizan cada 10 minutos. Los botes anunciados crecen a medida que se venden boletos, y los de EE. UU. se anuncian como el total de la anualidad, mayor que el pago al contado, así que consulta la lotería oficial antes de fiarte de un importe.',
        },
        history: {
          question: '¿De dónde sale el historial de sorteos?',
          answer:
            'De fuentes públicas con los resultados de cada juego, como los datos abiertos del estado de Nueva York, la National Lottery del Reino Unido, Lottoland y el LottoNumberArchive, que se consultan periódicamente para añadir los sorteos nuevos. Cada sorteo enlaza con su fuente cuando se conoce. Puedes filtrar el historial, recorrerlo por páginas y exportarlo en CSV o JSON.',
        },
        statsAndChecker: {
          question: '¿Qué muestran las estadísticas y el comprobador de boletos?',
          answer:
            'Las estadísticas cuentan cuántas veces ha salido cada número con las reglas vigentes y comparan cada recuento con lo que daría el puro azar (bandas del 95 % y una prueba de chi cuadrado), lo que muestra que las diferencias son el ruido normal de los sorteos aleatorios. El comprobador compara una combinación que escribas, o una de las que hayas generado en este dispositivo, con todos los sorteos pasados del juego y muestra lo que habría ganado según las reglas de premios de cada sorteo.',
        },
        privacy: {
          question: '¿Qué datos guardáis sobre mí?',
          answer:
            'Sin cuenta no se recoge ningún dato personal, salvo que nos escribas con el formulario de contacto: tus números no se guardan, y nuestro registro de generaciones guarda solo el juego, el método, cuántas combinaciones, el tiempo empleado y si funcionó, durante {{generationLogs}}, nunca los números ni quién los pidió. Lo que escribes en los generadores y tus últimas 10 combinaciones por juego se guardan en tu propio navegador, y si borras los datos del sitio desaparecen. Con una cuenta guardamos lo que necesita (tu correo electrónico, nombre, país e idioma, tus inicios de sesión, boletos, presupuestos y alertas), cada registro durante un plazo fijado, y puedes descargarlo todo o eliminar la cuenta cuando quieras. No mostramos publicidad.',
        },
        offline: {
          question: '¿Qué significa "Modo sin conexión"?',
          answer:
            'Si no se puede contactar con nuestro servidor, el generador te da igualmente cinco combinaciones: las crea tu navegador con el método aleatorio y la página avisa: "Modo sin conexión: números aleatorios locales temporales." Tienen las mismas probabilidades de ganar que cualquier otra combinación.',
        },
        share: {
          question: '¿Cómo copio o comparto mis números?',
          answer:
            'Cada combinación tiene los botones Copiar y Compartir. Copiar la pone en el portapapeles con los números principales separados por comas, seguidos de " + " y los especiales (por ejemplo, 5, 12, 23, 41, 60 + 7). Compartir envía los números con un enlace que vuelve a abrir las mismas cinco combinaciones, en español o en inglés, desde el menú de compartir de tu dispositivo, o copia ambos si no lo tiene. El enlace contiene el juego, el método, sus opciones y una semilla, nada sobre ti.',
        },
        mobile: {
          question: '¿Funciona PickWise en el móvil?',
          answer:
            'Sí. Todas las páginas se adaptan a pantallas pequeñas (la tabla del historial se convierte en una lista de tarjetas) y se usan con el dedo o con el teclado. Funciona en el navegador del móvil, sin instalar nada.',
        },
        language: {
          question: '¿Puedo usar PickWise en inglés?',
          answer: 'Sí. El botón EN de la barra superior cambia al inglés (y ES vuelve al español). Cada página tiene su dirección en español bajo /es/, y los enlaces para compartir se abren en cualquiera de los dos idiomas.',
        },
        gamblingHelp: {
          question: '¿Dónde puedo pedir ayuda con el juego?',
          answer:
            'Si jugar te cuesta más de lo que te puedes permitir, te preocupa a ti o a quienes te rodean, o te cuesta dejarlo, habla con alguien. En EE. UU., llama a la National Problem Gambling Helpline al 1-800-GAMBLER (1-800-426-2537); en Gran Bretaña, a la National Gambling Helpline al 0808 8020 133 (GamCare). Las dos son gratuitas, confidenciales y atienden las 24 horas. Gambling Therapy ofrece apoyo gratuito en línea en todo el mundo, Gamblers Anonymous tiene reuniones en muchos países y, en España, FEJAR te pone en contacto con una asociación cercana.',
        },
      },
    },
    about: {
      pageTitle: 'Quiénes somos – PickWise',
      description:
        'Sobre PickWise: un generador de números de lotería gratuito y bilingüe para doce loterías de EE. UU. y Europa, cómo funcionan sus ocho métodos y por qué ninguno cambia las probabilidades.',
      heading: 'Sobre PickWise',
      intro: 'Un generador de números de lotería gratuito, en español e inglés, que es honesto con las probabilidades.',
      missionHeading: 'Nuestra misión',
      mission: [
        'PickWise hace que elegir números de lotería sea rápido y algo más divertido, y es honesto sobre lo que eso puede y no puede lograr. En un sorteo limpio todas las combinaciones tienen la misma probabilidad, así que nunca decimos que un método, un patrón o una "IA" hagan más probable que una combinación gane.',
        'Junto a los números ponemos los datos: las probabilidades exactas de cada categoría de premio, lo que devuelve de media un boleto, cuántas veces ha salido de verdad cada número frente a lo que daría el azar y qué riesgo tiene una combinación de compartir el bote. PickWise es gratuito, no vende nada, no necesita cuenta y no tiene relación con ninguna lotería.',
      ],
      technologyHeading: 'Cómo se generan los números',
      technologyIntro:
        'Nuestro servidor forma cinco combinaciones por petición con el método que elijas, a partir de un generador aleatorio con semilla, de modo que un enlace compartido puede reconstruir exactamente las mismas combinaciones. {{count}} de los ocho métodos leen los sorteos pasados del juego; los demás no. Esto es lo que hace cada uno.',
      readsHistory: 'Lee sorteos pasados',
      methods: {
        random: 'Saca cada número al azar y vuelve a sacar las combinaciones de aspecto extraño, como las de números todos consecutivos, o que ya ganaron un bote en este juego.',
        ai: 'No hay aprendizaje automático. Para cada combinación prepara tres candidatas: decide cuántos números caen en cada rango con la frecuencia que tuvo ese patrón en los sorteos pasados, saca los números ponderados por su frecuencia pasada suavizada, puntúa cada candidata de 0 a 100 por patrón, equilibrio entre pares e impares, dispersión y secuencias, y se queda con la mejor.',
        markov:
          'Una cadena de Markov sobre rangos de números: al leer los sorteos pasados en orden ascendente, cuenta cuántas veces a un número de un rango le siguió otro del mismo rango o de uno superior, y recorre esos pasos con las mismas probabilidades para formar una combinación.',
        hotcold:
          'Toma la mayoría de los números del extremo caliente (la cuarta parte de los números que más han salido con las reglas vigentes) y uno o dos del extremo frío (la cuarta parte que menos ha salido entre el resto).',
        balance:
          'Solo se queda con combinaciones que parecen un sorteo típico: pares e impares con una diferencia de uno como mucho, números repartidos en al menos tres de cinco rangos y no más de una pareja de consecutivos.',
        birthday:
          'Convierte los cumpleaños y otras fechas que escribas en números (el día, el mes, su suma, las dos últimas cifras del año o la suma de sus cifras) cuando caben en el juego, y completa la combinación al azar.',
        lucky: 'Parte de hasta 15 números favoritos que escribas, se queda con los que caben en el juego y completa la combinación al azar; si hay más favoritos que huecos, cada combinación usa una parte distinta.',
        horoscope:
          'Forma una "familia" de números a partir de las raíces de la suerte que la astrología popular atribuye a tu signo, más la suma de las cifras de la fecha, y mezcla algunos con números al azar. Solo por diversión.',
      },
      honestyHeading: 'Lo que pueden y no pueden hacer la "IA" y Markov',
      honesty:
        'Estos métodos buscan patrones en los sorteos pasados y los reproducen. Los sorteos son independientes y cada bola es igual de probable en cada extracción, así que esos patrones son ruido que no dice nada del próximo sorteo: una combinación de estos métodos tiene exactamente la misma probabilidad de ganar que una de la selección aleatoria. Las páginas de probabilidades calculan cada cifra exactamente a partir de las reglas de cada juego, y las estadísticas comparan cada recuento con el azar, para que puedas comprobarlo por ti mismo.',
      responsibleHeading: 'Juego responsable',
      responsible:
        'La lotería es un juego de azar y, para algunas personas, el juego se convierte en un problema. Todas las páginas recuerdan que todas las combinaciones tienen las mismas probabilidades y enlazan con ayuda gratuita; nuestra página de juego responsable reúne pautas, señales de alerta y líneas de ayuda por regiones.',
      responsibleLink: 'Lee nuestra guía de juego responsable',
      coverageHeading: 'Cobertura internacional',
      coverageIntro: 'Doce loterías en dos regiones, cada una con su generador, historial de sorteos, estadísticas, comprobador de boletos y página de probabilidades.',
      regions: { usa: 'Estados Unidos', europe: 'Europa' },
      gameLine: '{{country}} · sorteos los {{days}}',
      oddsLink: 'Probabilidades de {{game}}',
    },
    privacy: {
      pageTitle: 'Privacidad – PickWise',
      description:
        'Qué guarda PickWise sobre ti, por qué y durante cuánto tiempo: nada que identifique a un visitante y, de una cuenta, solo lo que necesita, cada registro durante un plazo fijado. Cómo descargar tus datos o eliminar tu cuenta.',
      heading: 'Privacidad',
      intro: 'Qué guarda PickWise sobre ti, por qué, durante cuánto tiempo y cómo llevártelo o hacer que se borre.',
      visitorsHeading: 'Sin cuenta',
      visitors: [
        'Sin cuenta, PickWise no guarda ningún dato personal sobre ti, salvo que nos escribas (más abajo): nada que te identifique, y sin cookies, publicidad ni seguimiento.',
        'Tus números se crean para la petición que los pide (en nuestro servidor, o en tu navegador cuando no hay conexión) y no los guardamos. Nuestro registro de generaciones guarda el juego, el método, cuántas combinaciones, cuánto tardó y si funcionó, durante {{generationLogs}}; nunca los números, quién los pidió ni desde dónde.',
        'Las visitas a las páginas solo se envían a una etiqueta de analítica donde hay una instalada, y PickWise no instala ninguna: se quedan en tu navegador.',
      ],
      browserHeading: 'En tu navegador',
      browserIntro: 'Algunas cosas se guardan en tu propio navegador para que el sitio las recuerde por ti. Nunca salen de tu dispositivo si tú no lo pides, y al borrar los datos de este sitio desaparecen:',
      browser: {
        sets: 'tus últimas 10 combinaciones generadas por juego, para el comprobador de boletos;',
        dialogs: 'las fechas, los números favoritos y el signo que escribes en los generadores de cumpleaños, números de la suerte y horóscopo;',
        tickets: 'los boletos que guardas sin cuenta (pasan a tu cuenta si inicias sesión);',
        pause: 'si has pausado los botes;',
        session: 'tu sesión, si tienes cuenta;',
        scroll: 'dónde estabas en cada página de esta pestaña, para volver allí.',
      },
      countersHeading: 'Contadores contra el abuso',
      counters:
        'Para que nadie pueda saturar el sitio, las peticiones se cuentan por dirección de internet. Los recuentos de la pasarela duran unos segundos y caducan solos, igual que sus recuentos de las descargas de datos de cada cuenta, que duran una hora. Los registros, los inicios de sesión y los mensajes de contacto se cuentan por dirección durante cinco minutos (una hora los mensajes de contacto y los correos para recuperar la contraseña), y los inicios de sesión con contraseña también por correo electrónico durante una hora, para que nadie pueda seguir adivinando una contraseña; estos contadores se borran en el día siguiente a su fin. Ninguno se cruza nunca con nada más.',
      contactHeading: 'Si nos escribes',
      contact: 'Un mensaje enviado con el formulario de contacto se guarda con el nombre y el correo electrónico que nos diste, para poder responderte, durante {{contactMessages}}.',
      accountHeading: 'Con una cuenta',
      accountIntro: 'Una cuenta guarda lo que necesita para funcionar mientras existe, y algunos registros durante menos tiempo:',
      account: {
        profile: 'tu correo electrónico, tu contraseña (solo como hash con sal, que no se puede volver a leer), tu nombre, tu país y tu idioma: para que inicies sesión y para escribirte en tu idioma;',
        sessions: 'tus sesiones (el navegador y la dirección de internet desde los que se abrió cada una, y cuándo): para mantener tu sesión iniciada y que puedas cerrarlas;',
        addresses: 'las direcciones de internet desde las que iniciaste sesión: para que los intentos de adivinar tu contraseña desde otro lugar no te bloqueen;',
        factors: 'tu factor de autenticación, si configuraste uno (su secreto se guarda cifrado y no se vuelve a mostrar);',
        tickets: 'tus boletos y sus resultados, tus gastos, tus presupuestos y tu pausa;',
        pools: 'en cada peña a la que te unes: el nombre que ven los demás miembros, tus participaciones, las versiones del acuerdo que aceptaste y los pagos anotados a tu nombre; cada registro sellado de un sorteo te recoge con un identificador de miembro y un hash con sal de ese nombre, nunca con tu correo electrónico;',
        alerts: 'tus alertas, los navegadores en los que activaste las notificaciones y tu dirección de calendario personal;',
        messages: 'las notificaciones y los correos que te enviamos: de qué tipo, de qué juego y si llegaron.',
      },
      retentionHeading: 'Cuánto tiempo se guarda cada registro',
      retentionIntro: 'Cada uno de estos registros lo borra una tarea diaria en cuanto supera su plazo. Todo lo demás que guarda una cuenta se conserva hasta que eliminas la cuenta.',
      retentionCaption: 'Plazos de conservación',
      retentionColumns: { record: 'Registro', kept: 'Se guarda', why: 'Por qué' },
      days_one: '{{count}} día',
      days_other: '{{count}} días',
      retention: {
        signInAddresses: { record: 'Direcciones de internet desde las que inició sesión una cuenta', why: 'Evitan que un bloqueo causado por intentos desde otro lugar te deje fuera.' },
        idleSessions: { record: 'Sesiones sin usar', why: 'Una sesión que no se usa se cierra por tiempo.' },
        revokedRefreshTokens: { record: 'Credenciales de sesión ya cerradas', why: 'Si alguien presenta una copiada, se reconoce y se cierra su sesión.' },
        contactMessages: { record: 'Mensajes de contacto', why: 'Tiempo para responder y hacer el seguimiento.' },
        generationLogs: { record: 'Registro de generaciones (sin personas)', why: 'Para comprobar que la generación funciona y a qué velocidad.' },
        ingestionLogs: { record: 'Registro de importaciones de sorteos (sin personas)', why: 'Para comprobar que llegan los resultados.' },
        outboxMessages: { record: 'Notificaciones y correos enviados', why: 'Para entregarlos una sola vez y ver cuáles fallaron.' },
      },
      rightsHeading: 'Descargar tus datos o eliminar tu cuenta',
      rights: [
        'Con la sesión iniciada, la página de tu cuenta tiene «Descargar mis datos»: un archivo zip con todo lo que PickWise guarda sobre ti (en JSON, tus boletos y resultados en CSV y un breve resumen en tu idioma).',
        '«Eliminar mi cuenta» cierra la cuenta al instante: todas las sesiones terminan en todos los dispositivos, y cada parte de PickWise borra lo que guarda sobre ti, incluso una que estuviera parada en ese momento, en cuanto vuelve a funcionar. Un correo lo confirma, y la dirección puede volver a registrarse como una cuenta nueva. Los mensajes que enviaste con el formulario de contacto se quedan, sin tu nombre ni tu correo electrónico. Los registros sellados de las peñas en las que estuviste se quedan tal como se sellaron, para que los demás miembros conserven su prueba: solo guardan tu identificador de miembro y el hash con sal de tu nombre, y el nombre se borra.',
        'En ambos casos, primero confirmas que eres tú: con tu contraseña, o con tu código de autenticación si configuraste uno.',
      ],
      accountLink: 'Ir a tu cuenta',
      questions: '¿Preguntas sobre tus datos? Escríbenos con el formulario de contacto.',
      contactLink: 'Contacto',
    },
    ranges: {
      main: '{{game}}: {{count}} del {{min}} al {{max}}',
      withSpecial: '{{game}}: {{count}} del {{min}} al {{max}} más {{specialCount}} {{special}} del {{specialMin}} al {{specialMax}}',
    },
  },
};
