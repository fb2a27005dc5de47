"""The phrasebook: the words people type for what the lexicon reads, per language.

Data only (read by :mod:`.languages`): forum shorthand, typed units and symbols for English;
phrase tables for German, French, Spanish and Chinese; each language's question words and
yes/no forms. A phrase maps to English words the lexicon already knows; a German phrase
in ``GERMAN_PARTS`` is read inside compounds too, and a key ending in "*" takes German
inflections ("maximal*" reads "maximale", "maximalen").
"""

from __future__ import annotations

Table = dict[str, str]


# ---------------------------------------------------------------- English shorthand

# Forum shorthand for the words the lexicon knows ("i2c addr", "op temp", "w/ 5v logic").
SHORTHAND: Table = {
    "i2c addr": "i2c address", "i2c addrs": "i2c addresses", "slave addr": "slave address",
    "addr?": "address?", "addrs?": "addresses?", "addr of": "address of",
    "op temp": "operating temperature",
    "temp": "temperature", "temps": "temperatures", "freq": "frequency", "freqs": "frequencies",
    "clk": "clock", "pwr": "power", "comms": "communication interface", "comm": "communication",
    "accel": "accelerometer", "mcu": "microcontroller", "uc": "microcontroller",
    "micro": "microcontroller", "w/": "with", "w/o": "without", "incl": "including",
    "incl.": "including", "approx": "approximately", "avg": "average", "res": "resolution",
    "coil res": "coil resistance", "on res": "on-resistance", "hs mode": "high-speed mode",
    "pullup": "pull-up", "pullups": "pull-ups", "pulldown": "pull-down", "lvl": "level",
    "lvls": "levels", "reg": "regulator", "sens": "sensitivity", "thresh": "threshold",
    "hook up": "connect", "hooked up": "connected", "hook": "connect", "hooked": "connected",
    "straight to": "directly to", "straight into": "directly into", "straight with": "directly with",
    "straight off": "directly from", "off of": "from", "run off": "run from", "runs off": "runs from",
    "running off": "running from", "juice a": "power a", "juice an": "power an",
    "juice the": "power the",
    # SMBus is I2C with timeouts: its addresses and bus checks are the I2C ones
    "smbus": "i2c", "SMBus": "I2C", "SMBUS": "I2C",
    # HDMI's and VGA's display data channel is an I2C bus
    "ddc": "i2c", "DDC": "I2C",
}  # fmt: skip


# ---------------------------------------------------------------- German

# Whole words (inflections marked by a trailing "*": "maximal*" also reads "maximale").
GERMAN_WORDS: Table = {
    "wie viel": "how much", "wieviel": "how much", "wie viele": "how many",
    "wie lange": "how long", "wie schnell": "how fast", "wie genau": "how accurate",
    "wie hoch": "how high", "wie groß": "what", "wie gross": "what", "wie warm": "how hot",
    "wie heiß": "how hot", "wie kalt": "how cold", "wie weit": "how far", "wie oft": "how often",
    "wie": "how", "was ist": "what is", "was sind": "what are", "was": "what", "welch*": "which",
    "wo": "where", "wann": "when", "kann ich": "can i", "könnte ich": "could i",
    "darf ich": "can i", "darf man": "can one", "kann man": "can one", "kann": "can",
    "können": "can", "darf": "may", "dürfen": "may", "muss": "must", "müssen": "must",
    "soll": "should", "sollte": "should", "ist": "is", "sind": "are", "liegt": "is",
    "liegen": "are", "hat": "has", "haben": "have", "gibt es": "is there", "geht das": "does that work",
    "funktioniert das": "does that work", "funktioniert": "does work", "reicht": "is enough",
    "reichen": "are enough", "passt": "does fit", "verträgt": "can tolerate",
    "vertragen": "can tolerate", "hält": "can withstand", "aushalten": "withstand",
    "übersteht": "can survive", "schafft": "can handle", "läuft": "does run", "laufen": "run",
    "arbeitet": "does work", "unterstützt": "does support", "braucht": "needs",
    "benötigt": "needs", "brauche": "need", "zieht": "draws", "ziehen": "draw",
    "verbraucht": "consumes", "verbrauchen": "consume", "liefert": "delivers", "liefern": "deliver",
    "misst": "measures", "messen": "measure", "gemessen": "measured", "betreiben": "operate",
    "betrieben": "operated", "anschließen": "connect", "anschliessen": "connect",
    "angeschlossen": "connected", "verbinden": "connect", "verbunden": "connected",
    "hängen": "connect", "hänge": "connect", "anhängen": "connect", "versorgen": "power",
    "versorgt": "powered", "speisen": "power", "gespeist": "powered", "ansteuern": "drive",
    "angesteuert": "driven", "treiben": "drive", "getrieben": "driven", "auslesen": "read",
    "lesen": "read", "erkennt": "recognizes", "erkannt": "recognized", "schalten": "switch",
    "schaltet": "switches", "einstellen": "set", "eingestellt": "set", "dauert": "takes",
    "der": "the", "die": "the", "das": "the", "den": "the", "dem": "the", "des": "the",
    "ein*": "a", "mein*": "my", "sein*": "its", "ihr*": "its", "dies*": "this", "im": "in the",
    "am": "at the", "zum": "to the", "zur": "to the", "vom": "from the", "beim": "at the",
    "bei": "at", "mit": "with", "ohne": "without", "für": "for", "von": "from", "an": "on",
    "auf": "on", "über": "over", "unter": "under", "zwischen": "between", "bis": "to", "ab": "from",
    "aus": "from", "nach": "after", "vor": "before", "während": "during", "innerhalb": "within",
    "außerhalb": "outside", "pro": "per", "je": "per", "und": "and", "oder": "or", "sowie": "and",
    "auch": "also", "nur": "only", "noch": "still", "direkt": "directly",
    "gleichzeitig": "simultaneously", "zusammen": "together", "beide*": "both", "gleich*": "same",
    "selb*": "same", "demselben": "same", "derselben": "same", "dieselbe": "same", "ich": "i",
    "man": "one", "es": "it", "er": "it", "sie": "they", "also": "i.e.", "nicht": "not",
    "kein*": "no", "maximal*": "maximum", "minimal*": "minimum", "höchst*": "highest",
    "niedrigst*": "lowest", "typisch*": "typical", "empfohlen*": "recommended",
    "zulässig*": "allowed", "erlaubt*": "allowed", "absolut*": "absolute",
    "durchschnittlich*": "average", "mittler*": "average", "geregelt*": "regulated",
    "differenziell*": "differential", "differentiell*": "differential", "relativ*": "relative",
    "programmierbar*": "programmable", "weiter*": "more", "zwei": "two", "genau": "accurate",
    "dauerhaft": "continuous", "kurzzeitig": "briefly", "sicher": "safe", "kalt": "cold",
    "warm": "hot", "draußen": "outdoors", "laut": "according to", "werden": "be",
    "unbeheizt*": "unheated",
}  # fmt: skip

# Nouns, read inside compounds too ("Eingangsspannungsbereich" -> input voltage range).
GERMAN_PARTS: Table = {
    "versorgungsspannung": "supply voltage", "betriebsspannung": "operating voltage",
    "eingangsspannung": "input voltage", "ausgangsspannung": "output voltage",
    "spulenspannung": "coil voltage", "nennspannung": "nominal voltage",
    "dropout-spannung": "dropout voltage",
    "schaltspannung": "switching voltage", "busspannung": "bus voltage",
    "motorspannung": "motor voltage", "logikspannung": "logic supply voltage",
    "schwellenspannung": "threshold voltage", "schwellwert": "threshold",
    "spannung": "voltage", "stromversorgung": "power supply", "versorgung": "supply rail",
    "netzteil": "power supply", "schiene": "rail", "stromaufnahme": "current consumption",
    "stromverbrauch": "current consumption", "ruhestrom": "quiescent current",
    "standbystrom": "standby current", "schlafstrom": "sleep current",
    "ausgangsstrom": "output current", "spitzenstrom": "peak current",
    "dauerstrom": "continuous current", "schaltstrom": "switching current",
    "versorgungsstrom": "supply current", "betriebsstrom": "operating current", "strom": "current",
    "leistungsaufnahme": "power consumption", "verlustleistung": "power dissipation",
    "sendeleistung": "tx power", "heizleistung": "heater power", "leistung": "power",
    "betriebstemperatur": "operating temperature", "umgebungstemperatur": "ambient temperature",
    "lagertemperatur": "storage temperature", "lagerungstemperatur": "storage temperature",
    "sperrschichttemperatur": "junction temperature", "temperatur": "temperature",
    "luftfeuchtigkeit": "humidity", "luftfeuchte": "humidity", "feuchtigkeit": "humidity",
    "feuchte": "humidity", "druck": "pressure", "entfernung": "distance", "abstand": "distance",
    "messbereich": "measurement range", "eingangsbereich": "input range", "bereich": "range",
    "messgenauigkeit": "measurement accuracy", "genauigkeit": "accuracy",
    "auflösung": "resolution", "aufloesung": "resolution", "empfindlichkeit": "sensitivity",
    "adressen": "addresses", "adresse": "address", "schnittstelle": "interface",
    "taktfrequenz": "clock frequency", "takt": "clock", "frequenz": "frequency",
    "datenrate": "data rate", "abtastrate": "sample rate", "wandlungsrate": "conversion rate",
    "umwandlungszeit": "conversion time", "wandlungszeit": "conversion time",
    "konvertierungszeit": "conversion time", "messzeit": "measurement time",
    "ansprechzeit": "response time", "reaktionszeit": "response time",
    "aufwärmzeit": "warm-up time", "vorheizzeit": "preheat time", "vorwärmzeit": "preheat time",
    "aufheizzeit": "warm-up time", "anlaufzeit": "start-up time", "einschaltzeit": "power-on time",
    "nach dem einschalten": "after power-on", "einschalten": "power-on",
    "aufwachzeit": "wake-up time", "wandlung": "conversion", "messung": "measurement",
    "spulenwiderstand": "coil resistance", "spule": "coil", "kontakte": "contacts",
    "kontakt": "contact", "widerstand": "resistance", "relais": "relay", "eingänge": "inputs",
    "eingang": "input", "ausgänge": "outputs", "ausgangssignal": "output signal",
    "ausgang": "output", "gegentakt": "push-pull", "offener drain": "open-drain", "logikpegel": "logic levels", "pegel": "level", "gehäuse": "package",
    "bauform": "package", "hersteller": "manufacturer", "verstärkung": "gain", "kanal": "channel",
    "beschleunigungssensor": "accelerometer", "beschleunigung": "acceleration",
    "gyroskop": "gyroscope", "drehrate": "angular rate", "schlafmodus": "sleep mode",
    "ruhemodus": "sleep mode", "energiesparmodus": "power-saving mode", "modus": "mode",
    "betrieb": "operation", "sendebetrieb": "transmit mode", "kaltstart": "cold start", "nachführung": "tracking", "erfassung": "acquisition", "senden": "transmitting",
    "empfangsbetrieb": "receive mode", "empfang": "receiving", "vollausschlag": "full-scale",
    "mikrocontroller": "microcontroller", "pegelwandler": "level shifter",
    "pegelumsetzer": "level shifter", "heizung": "heater", "heizer": "heater",
    "beleuchtungsstärke": "illuminance", "helligkeit": "illuminance", "datenblatt": "datasheet",
    "grenzwerte": "limits", "motoren": "motors", "zeit": "time", "reichweite": "range",
    "sichtverbindung": "line of sight", "metern": "metres", "meter": "metres",
    "datenblättern": "datasheets", "betrieben werden": "be operated",
}  # fmt: skip


# ---------------------------------------------------------------- French

FRENCH: Table = {
    # temperature grades, the adjective after its noun ("la version industrielle")
    "version industrielle": "industrial version", "industrielle": "industrial",
    "version commerciale": "commercial version", "version automobile": "automotive version",
    "industriel": "industrial", "commerciale": "commercial", "automobile": "automotive",
    "quelle est": "what is", "quel est": "what is", "quelles sont": "what are",
    "quels sont": "what are", "quel": "which", "quelle": "which", "quels": "which",
    "quelles": "which", "combien de temps": "how long", "combien de": "how many",
    "combien": "how much", "comment": "how", "à quelle vitesse": "how fast",
    "jusqu'à quelle": "up to what", "est-ce que": "", "est-ce qu'": "", "peut-on": "can one",
    "puis-je": "can i", "je peux": "can i", "on peut": "can one", "peut": "can", "peuvent": "can",
    "pourrait": "could", "doit": "must", "faut-il": "must one", "il faut": "one must",
    "ça marche": "does it work", "ça fonctionne": "does it work", "marche": "works",
    "consomme": "draws", "consomment": "draw", "consommer": "draw", "tire": "draws",
    "seulement": "only", "actif": "active", "accéléromètre": "accelerometer",
    "désactivé": "disabled", "désactivés": "disabled", "désactivée": "disabled",
    "fournir": "deliver", "fournit": "delivers", "débite": "delivers", "délivre": "delivers",
    "délivrer": "deliver", "supporte": "tolerates", "supporter": "tolerate", "tolère": "tolerates",
    "mesure": "measure", "mesurer": "measure", "s'alimente": "is powered", "alimente": "power",
    "alimenter": "power", "j'alimente": "i power", "alimenté": "powered", "alimentée": "powered",
    "alimentés": "powered", "brancher": "connect", "branché": "connected", "branchée": "connected",
    "branchés": "connected", "connecter": "connect", "relier": "connect", "raccorder": "connect",
    "relié": "connected", "piloter": "drive", "commander": "drive", "lire": "read", "tourner": "run",
    "fonctionner": "operate", "régler": "set", "réglée": "set", "réglable": "adjustable",
    "ajustable": "adjustable", "respectent": "are within", "respecte": "is within",
    "dépasse": "exceeds", "donner": "give", "donne": "gives",
    "tension d'alimentation": "supply voltage", "tension de fonctionnement": "operating voltage",
    "tension d'entrée": "input voltage", "tension de sortie": "output voltage",
    "tension de la bobine": "coil voltage", "tension de bobine": "coil voltage",
    "tension de chute": "dropout voltage", "tension de déchet": "dropout voltage",
    "tension nominale": "nominal voltage", "tension": "voltage", "alimentation": "supply",
    "plage de tension": "voltage range", "plage de mesure": "measurement range",
    "étendue de mesure": "measurement range", "plage": "range", "gamme": "range",
    "courant de repos": "quiescent current", "courant de veille": "standby current",
    "chronométrage": "timekeeping", "sur la pile": "from the battery",
    "courant en veille": "standby current", "consommation de courant": "current consumption",
    "consommation": "consumption", "courant de sortie": "output current",
    "courant de crête": "peak current", "courant crête": "peak current", "courant": "current",
    "puissance consommée": "power consumption", "puissance dissipée": "power dissipation",
    "puissance d'émission": "tx power", "puissance": "power",
    "température de fonctionnement": "operating temperature",
    "température ambiante": "ambient temperature", "température de stockage": "storage temperature",
    "température de jonction": "junction temperature", "température": "temperature",
    # the kind after the noun it qualifies: "plage de température de stockage"
    "de stockage": "for storage", "de fonctionnement": "for operation",
    "humidité": "humidity", "pression": "pressure", "adresses": "addresses", "adresse": "address",
    "fréquence d'horloge": "clock frequency", "horloge": "clock", "fréquence": "frequency",
    "débit de données": "data rate", "débit": "data rate",
    "fréquence d'échantillonnage": "sample rate", "échantillons par seconde": "samples per second",
    "précision": "accuracy", "exactitude": "accuracy", "erreur": "error",
    "résolution": "resolution", "sensibilité": "sensitivity", "temps de conversion": "conversion time",
    "temps de réponse": "response time", "temps de préchauffage": "preheat time",
    "préchauffer": "preheat", "préchauffage": "preheat", "temps de chauffe": "warm-up time",
    "temps": "time", "durée": "time", "bobine": "coil", "relais": "relay",
    "résistance de la bobine": "coil resistance", "résistance de bobine": "coil resistance",
    "résistance": "resistance", "charge résistive": "resistive load", "charge": "load",
    "sortie": "output", "sorties": "outputs", "entrée": "input", "entrées": "inputs",
    "broche": "pin", "broches": "pins", "niveaux logiques": "logic levels",
    "niveau logique": "logic level", "niveau haut": "high level", "niveau bas": "low level",
    "boîtier": "package", "fabricant": "manufacturer", "voie": "channel", "canal": "channel",
    "esclave": "slave", "esclaves": "slaves", "capteur": "sensor", "régulateur": "regulator",
    "régulé": "regulated", "régulée": "regulated", "cellule": "cell", "pile": "battery",
    "batterie": "battery", "mode veille": "standby mode", "veille": "standby",
    "sommeil": "sleep", "en fonctionnement": "while operating", "fonctionnement": "operation",
    "émission": "transmitting", "réception": "receiving", "poursuite": "tracking", "suivi": "tracking", "démarrage à froid": "cold start", "mesures": "measurements",
    "microcontrôleur": "microcontroller", "fiche technique": "datasheet",
    "valeurs maximales absolues": "absolute maximum ratings",
    "tension maximale absolue": "absolute maximum voltage", "maximale absolue": "absolute maximum",
    "maximum absolu": "absolute maximum", "maximale": "maximum",
    "maximal": "maximum", "maximum": "maximum", "max": "maximum", "minimale": "minimum",
    "minimal": "minimum", "typique": "typical", "typiques": "typical", "moyen": "average",
    "moyenne": "average", "nominale": "nominal", "recommandée": "recommended",
    "recommandé": "recommended", "recommandées": "recommended", "recommandés": "recommended",
    "admissible": "allowable", "absolue": "absolute", "en alternatif": "in ac", "alternatif": "ac",
    "en continu": "in dc", "continu": "dc", "directement": "directly", "même": "same",
    "les deux": "both", "deux": "two", "ensemble": "together", "sous": "at", "le": "the",
    "la": "the", "les": "the", "l'": "the ", "un": "a", "une": "a", "du": "of the",
    "des": "of the", "de": "of", "d'": "of ", "au": "at the", "aux": "at the", "à": "at",
    "en": "in", "dans": "in", "sur": "on", "pour": "for", "avec": "with", "sans": "without",
    "entre": "between", "et": "and", "ou": "or", "par": "per", "pendant": "during",
    "avant": "before", "après": "after", "jusqu'à": "up to", "est": "is", "sont": "are",
    "a": "has", "ont": "have", "il y a": "there is", "mon": "my", "ma": "my", "mes": "my",
    "son": "its", "sa": "its", "ses": "its", "leur": "their", "leurs": "their", "ce": "this",
    "cet": "this", "cette": "this", "ces": "these", "je": "i", "j'": "i ", "on": "one",
    "il": "it", "elle": "it", "ils": "they", "elles": "they", "ça": "it", "cela": "it",
    "qui": "that", "fois": "times", "toutes les": "every", "seule": "single", "seul": "single",
    "plage de courant": "current range", "plage de température": "temperature range",
    "plage de fonctionnement": "operating range", "optimisée": "optimized", "optimisé": "optimized",
    "pendant une mesure": "while measuring", "pendant la mesure": "while measuring",
    "en moyenne": "on average", "avant de": "before", "alimenté en": "powered at",
    "alimentée en": "powered at", "alimentés en": "powered at", "asymétrique": "single-ended",
    "différentielle": "differential", "calibre": "range", "tout le": "the full",
    "précises": "accurate", "précise": "accurate", "précis": "accurate", "lecture": "reading",
    "valeurs": "values", "valeur": "value", "dont": "whose", "va": "goes",
    "uniquement": "only", "dessus": "on it",
    "spécifiés": "specified", "spécifié": "specified", "spécifiée": "specified",
    "spécifiées": "specified", "pour fonctionner": "to operate", "composants": "components",
    "composant": "component", "carte": "board", "ambiante": "ambient", "ambiant": "ambient",
    "tourner sur": "run from", "fonctionner sur": "run from", "alimenté par": "powered from",
    "alimentée par": "powered from", "alimenté sur": "powered from",
}  # fmt: skip


# ---------------------------------------------------------------- Spanish

SPANISH: Table = {
    "cuál es": "what is", "cuáles son": "what are", "cuál": "which", "cuáles": "which",
    "versión": "version", "pasar por": "pass through", "continua": "continuous",
    "inactiva": "inactive", "inactivo": "inactive", "desactivado": "disabled",
    "versión industrial": "industrial version", "versión comercial": "commercial version",
    "comercial": "commercial",
    "automotriz": "automotive",
    "desactivada": "disabled", "activado": "enabled", "activada": "enabled",
    "qué": "what", "cuánto tiempo": "how long", "cuánta": "how much", "cuánto": "how much",
    "cuántos": "how many", "cuántas": "how many", "cómo": "how", "a qué velocidad": "how fast",
    "se puede": "can one", "puedo": "can i", "puede": "can", "pueden": "can", "podría": "could",
    "es": "is", "son": "are", "está": "is", "están": "are", "tiene": "has", "tienen": "have",
    "hay": "is there", "sirve": "is suitable", "sirven": "are suitable", "funciona": "works",
    "funcionan": "work", "aguanta": "withstands", "soporta": "tolerates", "soportan": "tolerate",
    "tolera": "tolerates", "cumple": "meets", "cumplen": "meet", "consume": "draws",
    "consumen": "draw", "entrega": "delivers", "entregar": "deliver", "suministra": "supplies",
    "proporciona": "provides", "mide": "measures", "medir": "measure", "conectar": "connect",
    "conecto": "connect", "conectado": "connected", "conectada": "connected",
    "alimentar": "power", "alimentado": "powered", "alimentada": "powered",
    "alimentados": "powered", "alimenta": "powers", "funcionar": "operate", "leer": "read",
    "leerlo": "read it", "manejar": "drive", "ajustar": "set", "ajustable": "adjustable",
    "tensión de alimentación": "supply voltage", "voltaje de alimentación": "supply voltage",
    "tensión de funcionamiento": "operating voltage", "voltaje de funcionamiento": "operating voltage",
    "tensión de entrada": "input voltage", "voltaje de entrada": "input voltage",
    "tensión de salida": "output voltage", "voltaje de salida": "output voltage",
    "tensión de la bobina": "coil voltage", "tensión": "voltage", "voltaje": "voltage",
    "tensión de caída": "dropout voltage", "caída de tensión": "dropout voltage",
    "alimentación": "supply", "corriente de reposo": "quiescent current",
    "corriente quiescente": "quiescent current", "corriente en reposo": "quiescent current",
    "corriente de salida": "output current", "corriente de pico": "peak current",
    "corriente pico": "peak current", "corriente": "current", "consumo de corriente": "current consumption",
    "consumo de potencia": "power consumption", "disipación de potencia": "power dissipation",
    "potencia disipada": "power dissipation", "disipación": "dissipation", "consumo": "consumption",
    "potencia de transmisión": "tx power", "potencia": "power",
    "rango de medición": "measurement range", "rango de medida": "measurement range",
    "rango": "range", "intervalo": "range", "temperatura de funcionamiento": "operating temperature",
    "temperatura de operación": "operating temperature", "temperatura de trabajo": "operating temperature",
    "temperatura ambiente": "ambient temperature", "temperatura de almacenamiento": "storage temperature",
    "temperatura de unión": "junction temperature", "temperatura": "temperature",
    "de almacenamiento": "for storage", "de funcionamiento": "for operation",
    "humedad": "humidity", "presión": "pressure", "distancia": "distance",
    "direcciones": "addresses", "dirección": "address", "frecuencia de reloj": "clock frequency",
    "reloj": "clock", "frecuencia": "frequency", "velocidad de datos": "data rate",
    "tasa de datos": "data rate", "tasa de muestreo": "sample rate",
    "frecuencia de muestreo": "sample rate", "muestras por segundo": "samples per second",
    "interfaz": "interface", "precisión": "accuracy", "exactitud": "accuracy", "error": "error",
    "resolución": "resolution", "sensibilidad": "sensitivity",
    "tiempo de conversión": "conversion time", "tiempo de respuesta": "response time",
    "tiempo de precalentamiento": "preheat time", "precalentamiento": "preheat",
    "precalentar": "preheat", "tiempo": "time", "bobina": "coil", "relé": "relay",
    "resistencia de la bobina": "coil resistance", "resistencia": "resistance",
    "contactos": "contacts", "contacto": "contact", "corriente de carga": "charge current",
    "carga": "load", "salida": "output", "drenador abierto": "open-drain",
    "puente h": "h-bridge", "por puente": "per bridge", "puente": "bridge",
    "colector abierto": "open-collector", "contrafase": "push-pull",
    "salidas": "outputs", "entrada": "input", "entradas": "inputs", "pin": "pin", "pines": "pins",
    "patilla": "pin", "niveles lógicos": "logic levels", "nivel lógico": "logic level",
    "nivel alto": "high level", "nivel bajo": "low level", "encapsulado": "package",
    "fabricante": "manufacturer", "ganancia": "gain", "canal": "channel", "esclavo": "slave",
    "esclavos": "slaves", "sensor": "sensor", "regulador": "regulator", "regulada": "regulated",
    "regulado": "regulated", "microcontrolador": "microcontroller", "hoja de datos": "datasheet",
    "modo de bajo consumo": "low-power mode", "modo sleep": "sleep mode", "reposo": "sleep",
    "en espera": "standby", "funcionando": "operating", "en funcionamiento": "operating",
    "transmitiendo": "transmitting", "recibiendo": "receiving", "seguimiento": "tracking", "adquisición": "acquisition", "arranque en frío": "cold start", "línea": "line",
    "máximo": "maximum", "máxima": "maximum", "máx": "maximum", "mínimo": "minimum",
    "mínima": "minimum", "típico": "typical", "típica": "typical", "típicos": "typical",
    "promedio": "average", "medio": "average", "media": "average", "nominal": "nominal",
    "recomendado": "recommended", "recomendada": "recommended", "absoluto": "absolute",
    "absoluta": "absolute", "directamente": "directly", "mismo": "same", "misma": "same",
    "ambos": "both", "ambas": "both", "los dos": "both", "las dos": "both", "dos": "two",
    "los tres": "all three", "las tres": "all three", "tres": "three",
    "especificado": "specified", "especificada": "specified", "especificados": "specified",
    "especificadas": "specified", "para funcionar a": "to operate at",
    "para funcionar": "to operate", "funcionar a": "operate at", "trabajar a": "work at", "componentes": "components", "componente": "component",
    "placa": "board", "caja": "box", "baja a": "drops to", "sube a": "rises to",
    "llega a": "reaches", "invierno": "winter", "verano": "summer",
    "juntos": "together", "dentro de": "within", "entre": "between", "de": "of", "del": "of the",
    "el": "the", "la": "the", "los": "the", "las": "the", "un": "a", "una": "a", "y": "and",
    "o": "or", "con": "with", "sin": "without", "para": "for", "en": "in", "a": "to",
    "al": "to the", "por": "per", "hasta": "up to", "desde": "from", "cuando": "when",
    "mi": "my", "mis": "my", "su": "its", "sus": "its", "ese": "that", "esa": "that",
    "este": "this", "esta": "this", "que": "that", "solo": "only", "sólo": "only",
    "compatible": "compatible", "compatibles": "compatible", "seguro": "safe", "única": "only",
    "consume de": "draws from", "alimentado a": "powered at", "alimentada a": "powered at",
    "alimentado con": "powered from", "alimentada con": "powered from",
    "tensión de entrada baja": "low-level input voltage", "tensión de entrada alta": "high-level input voltage",
    "entrada baja": "input low", "entrada alta": "input high", "salida alta": "output high",
    "salida baja": "output low", "lógicas": "logic", "lógica": "logic", "lógico": "logic",
    "lógicos": "logic", "optimizado": "optimized", "optimizada": "optimized",
    "mientras mide": "while measuring", "en promedio": "on average", "diferencial": "differential",
}  # fmt: skip


# ---------------------------------------------------------------- Chinese

CHINESE: Table = {
    "多少": "what", "多大": "what", "多久": "how long", "多快": "how fast",
    "吸收": "sink", "灌电流": "sink current", "拉电流": "source current",
    "计时": "timekeeping", "电池": "battery", "空闲": "idle", "各状态": "each state",
    "什么": "what kind of", "类型": "type", "形式": "form", "哪些": "which", "哪个": "which", "哪种": "which", "多少位": "how many bits",
    "能不能": "can", "可不可以": "can", "能否": "can", "是否": "whether", "可以": "can",
    "能": "can", "会不会": "will", "最大": "maximum", "最小": "minimum", "最高": "maximum",
    "最低": "minimum", "典型": "typical", "平均": "average", "峰值": "peak", "推荐": "recommended",
    "额定": "rated", "绝对最大额定值": "absolute maximum ratings", "绝对最大": "absolute maximum",
    "供电电压": "supply voltage", "电源电压": "supply voltage", "工作电压": "operating voltage",
    "输入电压": "input voltage", "输出电压": "output voltage", "线圈电压": "coil voltage",
    "电压": "voltage", "工作电流": "operating current", "供电电流": "supply current",
    "电源电流": "supply current", "静态电流": "quiescent current", "待机电流": "standby current",
    "睡眠电流": "sleep current", "休眠电流": "sleep current", "输出电流": "output current",
    "电流": "current", "待机": "standby", "睡眠": "sleep", "休眠": "sleep", "掉电": "power-down",
    "功耗": "power consumption", "功率": "power", "工作温度": "operating temperature",
    "环境温度": "ambient temperature", "存储温度": "storage temperature",
    "储存温度": "storage temperature", "结温": "junction temperature", "温度范围": "temperature range",
    "温度": "temperature", "相对湿度": "relative humidity", "湿度": "humidity", "气压": "pressure",
    "压力": "pressure", "距离": "distance", "测量范围": "measurement range", "量程": "measurement range",
    "范围": "range", "精度": "accuracy", "准确度": "accuracy", "误差": "error",
    "位分辨率": "-bit resolution", "分辨率": "resolution", "灵敏度": "sensitivity", "地址": "address", "数字接口": "digital interface",
    "接口": "interface", "通信": "communication", "总线": "bus", "时钟频率": "clock frequency",
    "时钟": "clock", "频率": "frequency", "数据速率": "data rate", "采样率": "sample rate",
    "转换时间": "conversion time", "转换": "conversion", "响应时间": "response time",
    "预热时间": "preheat time", "预热": "preheat", "线圈电阻": "coil resistance",
    "线圈功耗": "coil power consumption", "线圈": "coil", "继电器": "relay", "触点": "contact",
    "电阻": "resistance", "负载": "load", "输出": "output", "输入": "input", "引脚": "pin",
    "信号": "signal", "高电平": "high level", "低电平": "low level", "逻辑电平": "logic level",
    "电平": "level", "加热器": "heater", "封装": "package", "制造商": "manufacturer",
    "厂商": "manufacturer", "数据手册": "datasheet", "直接": "directly", "连接": "connect",
    "接到": "connected to", "接在": "connected to", "接": "connected to", "挂在": "on",
    "同一条": "the same", "同一路": "the same", "同一个": "the same", "同一": "the same",
    "两个": "both", "都": "both", "兼容": "compatible", "冲突": "conflict", "共存": "coexist",
    "稳压": "regulated", "电源": "supply", "供电": "powered", "单片机": "microcontroller",
    "微控制器": "microcontroller", "模块": "module", "传感器": "sensor", "加速度计": "accelerometer",
    "陀螺仪": "gyroscope", "打开": "enabled", "开启": "enabled", "全部": "all", "允许": "allowed",
    "安全": "safe", "推挽": "push-pull", "开漏": "open-drain", "分别": "respectively",
    "每个": "per", "每": "per", "和": "and", "与": "and", "及": "and", "或": "or", "在": "at",
    "时": "when", "下": "", "的": "", "是": "is", "吗": "", "位": "bit", "用": "use",
    "支持": "support", "测": "measure", "测量": "measurement", "消耗": "consume",
    "要多长时间": "takes how much time", "多长时间": "how much time", "需要": "need",
    "要": "take", "工作": "operating", "我想": "i want to",
    "一次": "", "我": "i", "它们的": "their", "它们": "they", "它的": "its", "它": "it", "这样": "this way",
    "电机电源电压": "motor supply voltage", "电机": "motor", "马达": "motor",
    "脉冲电流": "pulse current", "脉冲": "pulse", "红外": "infrared",
    "波特率": "baud rate", "默认": "default", "缺省": "default", "串口": "serial port",
    "阈值电压": "threshold voltage", "导通电阻": "on-resistance",
    "口": "port", "不": "no",
    # radio and satellite-receiver states, which pick the row of a per-state table
    "跟踪灵敏度": "tracking sensitivity", "捕获灵敏度": "acquisition sensitivity",
    "接收灵敏度": "receiver sensitivity", "跟踪": "tracking", "捕获": "acquisition",
    "冷启动": "cold start", "热启动": "hot start", "温启动": "warm start", "发射功率": "transmit power",
    "发射": "transmit", "接收": "receive", "备份": "backup", "模式": "mode", "状态": "state",
}  # fmt: skip


# Full-width punctuation and symbols as ASCII.
FULL_WIDTH: Table = {
    "？": "?", "，": ",", "。": ".", "：": ":", "；": ";", "（": " (", "）": ") ", "、": ", ",
    "～": " to ", "℃": " °C", "！": "!", "“": '"', "”": '"',
}  # fmt: skip


# ---------------------------------------------------------------- yes/no by grammar

# Question words: a sentence with one asks for a value, never yes or no.
WH_WORDS: dict[str, str] = {
    "de": r"\b(?:was|wer|wie|wieso|warum|weshalb|wo|wann|welch\w*|wieviel\w*|wo[rz]?\w+)\b",
    "fr": r"\b(?:quel\w*|combien|comment|où|quand|pourquoi|quoi|lequel|laquelle|lesquel\w*)\b|"
    r"qu'est-ce|^\s*que\b",
    "es": r"(?:qué|cuál\w*|cuánt\w*|cómo|dónde|cuándo|quién\w*)",
    "zh": r"什么|多少|哪|几|怎么|怎样|如何|多大|多长|多久|多快|多高|多低|为什么",
}

# What makes a sentence without a question word a yes/no question: German and Spanish a
# verb (German puts it first), French "est-ce que", an inverted verb or "je peux", Chinese a
# particle or an "A-not-A" verb.
YES_NO: dict[str, str] = {
    "de": r"^\W*(?:kann|können|könnte|darf|dürfen|ist|sind|liegt|liegen|hat|haben|muss|müssen|"
    r"soll|sollte|geht|gibt|funktioniert|funktionieren|reicht|reichen|passt|passen|verträgt|"
    r"vertragen|hält|halten|übersteht|schafft|läuft|laufen|arbeitet|unterstützt|wird|werden|"
    r"würde|bleibt|bleiben|stimmt|klappt|brauche|braucht)\b|\b(?:oder|ok|okay)\s*\?",
    "fr": r"\best-ce\b|-(?:t-)?(?:il|elle|ils|elles|on)\b|^\W*(?:je peux|on peut|peut-on|puis-je|"
    r"ça|c'est|peut|peuvent|est|sont|y a-t-il)\b|\b(?:ok|non)\s*\?",
    "es": r"\b(?:puedo|puede|pueden|podría|es|son|está|están|sirve|sirven|funciona|funcionan|"
    r"aguanta|soporta|soportan|tolera|hay|cumple|cumplen|queda|quedan|vale|va)\b",
    "zh": r"吗|能不能|可不可以|能否|是否|是不是|有没有|会不会|行不行|对不对|可以吗",
}


# ---------------------------------------------------------------- units and symbols as typed

# Units typed in lower case or glued to the number ("5v", "300ma", "8mhz", "0.36w", "85c"),
# written the way the readers of a build expect ("5 V", "300 mA", "8 MHz").
TYPED_UNITS: Table = {
    "v": "V", "vac": "VAC", "vdc": "VDC", "mv": "mV", "uv": "uV", "ma": "mA", "ua": "uA",
    "µa": "µA", "na": "nA", "a": "A", "hz": "Hz", "khz": "kHz", "mhz": "MHz", "ghz": "GHz",
    "w": "W", "mw": "mW", "mbps": "Mbps", "°c": "°C", "c": "°C",
}  # fmt: skip

# units read as such only when glued to the number ("2a", not "2 a day")
GLUED_ONLY = frozenset({"a", "c", "w"})

# Pin and parameter symbols typed in lower case, written in capitals again so that they
# read as symbols ("vdd" -> "VDD", "fclk" -> "fCLK"). "vs" is a symbol only where no word
# follows it ("supply voltage vs?"), not "bme280 vs bmp280".
SYMBOLS = frozenset(
    {
        "vdd", "vdda", "vddio", "vss", "vcc", "vcca", "vccb", "vin", "vout", "vih", "vil",
        "voh", "vol", "vm", "vref", "vlogic", "vbus", "vbat", "viout", "iq", "idd", "icc",
        "iout", "ioh", "iol", "tj", "ta", "tstg", "fclk", "fscl", "fsck", "sda", "scl", "sck",
        "sclk", "mosi", "miso", "csn", "shcp", "stcp", "avdd", "dvdd",
    }
)  # fmt: skip

# active-low pin names typed in lower case: "nsleep" -> "nSLEEP"
ACTIVE_LOW = frozenset(
    {"sleep", "reset", "fault", "en", "cs", "oe", "irq", "int", "rst", "pd", "wp", "hold", "ss"}
)  # fmt: skip
