"""Questions in German, French, Spanish and Chinese are read into the English the lexicon
knows: the common fields, their question words, decimal commas, and yes/no questions about
a build. The sentences are written for these tests, one per field and language.
"""

from __future__ import annotations

import pytest

from specproof.agent.understand import DeviceIndex, read_question, understand
from specproof.agent.understand.languages import detect_language
from specproof.records import Document

DOCS = [
    Document("a" * 64, "bme280.pdf", "BME280", ["BME-280"]),
    Document("e" * 64, "irlml2502.pdf", "IRLML2502", []),
    Document("b" * 64, "mcp3008.pdf", "MCP3008", []),
    Document("c" * 64, "ams1117.pdf", "AMS1117", ["AMS1117-3.3"]),
    Document("d" * 64, "esp32.pdf", "ESP32-WROOM-32", ["ESP32"]),
]
INDEX = DeviceIndex.build(DOCS)


def fields(question: str) -> list[str]:
    return [r.field for r in understand(question, INDEX).requests]


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("Wie hoch ist die Versorgungsspannung des BME280?", "supply_voltage"),
        ("Welche Lagertemperatur verträgt der MCP3008?", "storage_temperature"),
        ("Wie groß ist der Ruhestrom vom AMS1117?", "quiescent_current"),
        ("Welche Auflösung hat der MCP3008 in Bit?", "resolution"),
        ("Wie genau misst der BME280 die Luftfeuchtigkeit?", "accuracy"),
        ("Welche I2C-Adresse hat der BME280?", "i2c_address"),
        ("Wie viel Strom zieht der BME280 im Schlafmodus?", "standby_current"),
        ("Welchen Betriebstemperaturbereich hat der ESP32-WROOM-32?", "operating_temperature"),
        ("Über welche Schnittstelle spricht man den MCP3008 an?", "interface"),
        ("Wie hoch ist die maximale Taktfrequenz des MCP3008?", "spi_clock_frequency"),
        ("Welche Gate-Schwellenspannung hat der IRLML2502?", "gate_threshold_voltage"),
    ],
)
def test_german_questions_ask_their_fields(question: str, field: str) -> None:
    assert field in fields(question)


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("Quelle est la tension d'alimentation du MCP3008 ?", "supply_voltage"),
        ("Quelle est la température de stockage du BME280 ?", "storage_temperature"),
        ("Combien de courant consomme le BME280 en veille ?", "standby_current"),
        ("Quelle est la résolution du MCP3008 ?", "resolution"),
        ("Quelles sont les adresses I2C possibles du BME280 ?", "i2c_address"),
        ("Quel est le courant de repos de l'AMS1117 ?", "quiescent_current"),
        ("Quelle est la précision typique du BME280 en pression ?", "accuracy"),
        ("Quelle est la consommation de l'ESP32 à 160 MHz ?", "supply_current"),
        # the kind written after the noun it qualifies
        ("Quelle est la plage de température de stockage du BME280 ?", "storage_temperature"),
        ("Plage de température de fonctionnement du MCP3008 ?", "operating_temperature"),
    ],
)
def test_french_questions_ask_their_fields(question: str, field: str) -> None:
    assert field in fields(question)


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("¿Cuál es la resolución del MCP3008?", "resolution"),
        ("¿Cuánta corriente consume el BME280 en modo sleep?", "standby_current"),
        ("¿Cuál es la tensión de alimentación del AMS1117?", "supply_voltage"),
        ("¿Qué temperatura de almacenamiento soporta el MCP3008?", "storage_temperature"),
        ("¿Cuál es la frecuencia de reloj máxima del MCP3008?", "spi_clock_frequency"),
        ("¿Qué interfaz usa el BME280?", "interface"),
        (
            "¿Cuál es el intervalo de temperatura de almacenamiento del BME280?",
            "storage_temperature",
        ),
    ],
)
def test_spanish_questions_ask_their_fields(question: str, field: str) -> None:
    assert field in fields(question)


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("MCP3008 的供电电压范围是多少？", "supply_voltage"),
        ("BME280 的待机电流是多少？", "standby_current"),
        ("AMS1117 的静态电流有多大？", "quiescent_current"),
        ("BME280 的工作温度范围是多少？", "operating_temperature"),
        ("MCP3008 的分辨率是多少位？", "resolution"),
        ("BME280 的 I2C 地址是什么？", "i2c_address"),
        ("ESP32 串口的默认波特率是多少？", "baud_rate"),
        ("IRLML2502 电机电源电压范围是多少？", "load_supply_voltage"),
        ("IRLML2502 的栅极阈值电压是多少？", "gate_threshold_voltage"),
        # 计时 (timekeeping) is no 时 (when); 电池 is the battery
        ("BME280 在 I2C 空闲时的计时电池电流是多少？", "standby_current"),
    ],
)
def test_chinese_questions_ask_their_fields(question: str, field: str) -> None:
    assert field in fields(question)


@pytest.mark.parametrize(
    "question",
    [
        "Darf ich den BME280 direkt an 5 V betreiben?",
        "Est-ce que je peux brancher le BME280 directement sur le 5 V d'un Arduino ?",
        "¿Puedo conectar el BME280 directamente a 5 V?",
        "BME280 可以直接接 5 V 吗？",
    ],
)
def test_yes_no_questions_about_a_build_are_judged_in_every_language(question: str) -> None:
    assert understand(question, INDEX).qtype == "compatibility"


@pytest.mark.parametrize(
    "question",
    [
        "Welche Versorgungsspannung braucht der BME280 bei 25 °C?",
        "Quelle tension d'alimentation faut-il au BME280 à 25 °C ?",
        "¿Qué tensión de alimentación necesita el BME280 a 25 °C?",
        "BME280 在 25 °C 时的供电电压是多少？",
    ],
)
def test_questions_asking_a_value_are_not_judged(question: str) -> None:
    assert understand(question, INDEX).qtype != "compatibility"


def test_decimal_commas_are_read_as_decimal_points() -> None:
    asked = understand("Wie viel Strom zieht der BME280 bei 3,6 V und 25 °C?", INDEX)
    assert 3.6 in asked.conditions.voltages
    assert read_question("Consommation du MCP3008 sous 2,7 V ?").text.count("2.7 V") == 1


def test_a_hyphenated_german_compound_keeps_its_number_and_unit() -> None:
    reading = read_question("Kann der BME280 an einer 3,3-V-Schiene laufen?")
    assert "3.3 V rail" in reading.text


def test_the_record_keeps_what_was_typed_and_its_language() -> None:
    typed = "Quelle est la tension d'alimentation du MCP3008 ?"
    asked = understand(typed, INDEX)
    assert asked.original == typed and asked.language == "fr"
    assert asked.to_dict()["as_typed"] == typed
    assert asked.text != typed  # later steps read the English reading


@pytest.mark.parametrize(
    "question",
    [
        "What is the die temperature of the MCP3008 at 5 V?",
        "What is the supply voltage range of the BME280?",
        "can the esp32 run off a 3.7 v li-ion cell?",
        "mcp3008 max sps at 2.7v?",
    ],
)
def test_english_questions_stay_english(question: str) -> None:
    assert detect_language(question) == "en"
    assert read_question(question).yes_no is None


def test_untranslated_words_are_left_alone_not_guessed() -> None:
    asked = understand("Welche Farbe hat die Platine vom BME280?", INDEX)  # "colour of the board"
    assert asked.requests == ()


def test_romance_word_order_is_read_in_english_order() -> None:
    assert "SPI bus" in read_question("¿Puedo conectar el MCP3008 a mi bus SPI?").text
    assert "over I2C" in read_question("Je peux lire le BME280 en I2C ?").text
    reading = read_question("Quelle est la tension maximale admissible du MCP3008 ?")
    assert "maximum allowable voltage" in reading.text


def test_chinese_respectively_asks_one_value_for_each() -> None:
    asked = understand("MCP3008 在 5 V 和 2.7 V 的最大时钟频率分别是多少？", INDEX)
    assert [r.field for r in asked.requests] == ["spi_clock_frequency"] * 2


def test_a_part_connected_straight_to_a_voltage_runs_on_it() -> None:
    asked = understand("BME280 能不能直接接 5 V？", INDEX)
    assert asked.qtype == "compatibility" and asked.scenario.rails == {"BME280": 5.0}


def test_a_voltage_naming_the_next_part_is_not_this_parts_rail() -> None:
    asked = understand("BME280 的 SDO 直接接到 3.3 V 供电的 ESP32 的 GPIO 上，可以吗？", INDEX)
    assert "BME280" not in asked.scenario.rails


@pytest.mark.parametrize(
    ("question", "state"),
    [
        ("ESP32 的接收灵敏度在捕获模式下是多少？", "acquisition"),
        ("ESP32 在冷启动时的电流是多少？", "cold start"),
        ("Quelle est la sensibilité en poursuite de l'ESP32 ?", "tracking"),
        ("¿Qué sensibilidad de seguimiento tiene el ESP32?", "tracking"),
        ("Wie hoch ist die Empfindlichkeit des ESP32 bei der Nachführung?", "tracking"),
    ],
)
def test_a_receivers_state_is_read_in_every_language(question: str, state: str) -> None:
    """Satellite and radio receivers state sensitivity and current per state (tracking,
    acquisition, cold start): the state word must survive the reading to pick the row."""
    assert state in read_question(question).text.lower()


def test_a_french_timekeeping_battery_draw_is_the_standby_current() -> None:
    assert "standby_current" in fields(
        "Quel est le courant consommé sur la pile par le DS3231 en mode chronométrage ?"
    )


@pytest.mark.parametrize(
    ("question", "language"),
    [
        # nouns and few function words: the language's own phrase words decide
        ("RQ40 Stromaufnahme im Ruhemodus (Register bleiben erhalten)?", "de"),
        ("Consommation du RQ40 en veille ?", "fr"),
        ("rq40 charge current in standby?", "en"),
        ("can the rq40 survive a short circuit?", "en"),
    ],
)
def test_a_question_of_few_function_words_is_read_in_its_language(question, language) -> None:
    assert detect_language(question) == language


@pytest.mark.parametrize(
    ("question", "grade"),
    [
        ("Quelle est la plage de température de la version industrielle du BME280 ?", "industrial"),
        ("¿Qué rango de temperatura tiene la versión industrial del BME280?", "industrial"),
        ("Quelle est la plage de température de la version commerciale du BME280 ?", "commercial"),
    ],
)
def test_a_temperature_grade_written_after_its_noun_is_read_as_the_grade(
    question: str, grade: str
) -> None:
    assert f"{grade} version" in read_question(question).text


@pytest.mark.parametrize(
    ("question", "celsius"),
    [
        ("the box gets to 185°F in summer, ok?", "85 °C"),
        ("freezer at -4 F - can it read that?", "-20 °C"),
        ("rated for 257 deg f?", "125 °C"),
    ],
)
def test_a_temperature_in_fahrenheit_is_read_in_celsius(question: str, celsius: str) -> None:
    assert celsius in read_question(question).text


def test_a_farad_rating_is_no_fahrenheit_temperature() -> None:
    assert "°C" not in read_question("a 5 F supercap on the 3v3 rail?").text


def test_a_spanish_current_per_h_bridge_is_the_drivers_output_current() -> None:
    from specproof.agent.understand import find_fields

    text = read_question("¿Qué corriente RMS continua por puente H da el KDM-12?").text
    assert [r.field for r in find_fields(text)] == ["output_current"], text


def test_a_part_name_ending_in_a_number_and_f_is_no_temperature() -> None:
    assert (
        read_question("range of the KTR-2F probe at 185F?").text
        == "range of the KTR-2F probe at 85 °C?"
    )


def test_a_spanish_part_specified_for_a_temperature_is_judged_there() -> None:
    """ "¿Están los tres especificados para -30 °C?": specified for an ambient, a judgment."""
    question = (
        "En invierno la caja baja a -30 °C. ¿El BME280 está especificado para funcionar a -30 °C?"
    )
    assert "specified to operate at -30" in read_question(question).text
    assert understand(question, INDEX).qtype == "compatibility"
