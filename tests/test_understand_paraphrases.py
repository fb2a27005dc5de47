"""Paraphrases of every field: how makers and engineers actually ask.

For each field of ``data/fields.json`` a dozen-odd ways to ask for it: verbs (draw,
pull, burn, put out, deliver, accept, tolerate, survive, tune over, reach), informal
nouns (juice, rail, pin levels, guaranteed high), exclusions ("not the abs max") and
stated operating points ("at 5 V", "in one-shot mode"). They are written from the
field descriptions, not from any benchmark question, so the router is tested on word
families rather than on sentences it has seen.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from specproof.agent.understand import DeviceIndex, find_conditions, understand
from specproof.records import Document

NO_DEVICES = DeviceIndex([], {})

PARAPHRASES: dict[str, list[str]] = {
    "manufacturer": [
        "Who manufactures this sensor?",
        "Which vendor is behind this chip?",
        "Who is the maker of the module?",
        "What company produces this regulator?",
        "Which semiconductor company makes the part?",
        "Who makes this relay?",
        "Who's the chip maker?",
        "Which manufacturer's datasheet is this?",
        "Which firm builds this driver?",
        "What's the name of the company that makes it?",
    ],
    "part_numbers": [
        "What are the orderable part numbers?",
        "Which ordering codes exist for this sensor?",
        "What variants of the regulator can I buy?",
        "Which versions does the family come in?",
        "What order codes are listed?",
        "What are the different models in this series?",
        "Which fixed-output options are offered?",
        "List the part numbers in this family.",
        "Which suffixes can I order it with?",
        "What other members does this family have?",
    ],
    "package": [
        "What package does it come in?",
        "Which footprint is it available in?",
        "What case style does the MOSFET use?",
        "What housing is the chip supplied in?",
        "Which packages can I get it in?",
        "Is the IC offered in a QFN or SOIC package?",
        "Does it come in a through-hole package?",
        "What's the package outline?",
        "What package options are there?",
        "Which package is the regulator sold in?",
    ],
    "supply_voltage": [
        "What supply voltage does it need?",
        "What voltage can I power it from?",
        "What rail does it run on?",
        "What's the recommended VDD range?",
        "How much voltage does the module need to operate?",
        "What's the minimum voltage it will still work at?",
        "What battery voltage range will it accept?",
        "What voltage should I feed it?",
        "What's the operating voltage range, not the abs max?",
        "What's the lowest supply it will start up from?",
        "What voltage does the chip want on its power pin?",
        "Which supply range is it specified to operate over?",
        "Over what voltage range can the device be powered?",
    ],
    "io_supply_voltage": [
        "What range is allowed on VDDIO?",
        "What voltage can the I/O supply be?",
        "What's the allowed interface supply range?",
        "What voltage does the VCCA side accept?",
        "What's the range for the separate I/O rail?",
        "What voltage can I put on the VDDIO pin?",
        "What range does the VCCB port supply accept?",
        "Can the I/O supply be as low as 1.2 V?",
        "What voltage range does the interface rail support?",
        "How low can the I/O supply voltage go?",
    ],
    "logic_supply_voltage": [
        "What logic supply voltage does the motor driver need?",
        "What voltage goes on the logic supply pin?",
        "What voltage does the driver's logic side need?",
        "What's the logic-side supply range?",
        "What is the logic power supply range?",
        "What's the allowed logic rail voltage?",
        "How low can the logic supply go?",
        "What voltage should power the driver's control logic?",
    ],
    "load_supply_voltage": [
        "What motor supply voltage range does it accept?",
        "What's the max VM?",
        "How high can the motor voltage be?",
        "What voltage can I put on VMOT?",
        "What load supply range does the driver allow?",
        "What voltage can the motors be driven from?",
        "How many volts can the motor rail be?",
        "What's the maximum motor power supply voltage?",
        "Up to what voltage can the motor side run?",
        "What's the allowed range of the motor supply?",
    ],
    "abs_max_supply_voltage": [
        "What is the absolute maximum supply voltage?",
        "What's the abs max on VDD?",
        "How much voltage on VCC will destroy it?",
        "What's the highest voltage the supply pin can survive?",
        "What supply voltage must never be exceeded?",
        "What's the absolute max rating of the supply?",
        "How far can VDD be pushed without damaging the chip?",
        "What's the highest supply it tolerates per the absolute maximum ratings?",
        "What voltage can the power pin withstand without damage?",
        "What is the maximum rating for VIN before damage occurs?",
        "What's the damage threshold of the supply rail?",
    ],
    "supply_current": [
        "How much current does it draw?",
        "How much current does it consume while measuring?",
        "What's the active current?",
        "How much does it pull from the supply when running?",
        "What's the current consumption in continuous mode?",
        "How many milliamps does it take at 3.3 V?",
        "What's the operating current at 5 V?",
        "How much current does it burn while transmitting?",
        "How much juice does it need while active?",
        "What's IDD in normal mode?",
        "How much current is needed during a conversion?",
        "What current does the chip consume when awake?",
        "How much does the module draw when it's running?",
        # the sheet's own row name, with its no-load case
        "What is the supply current with no load at 3.3 V?",
    ],
    "standby_current": [
        "What's the sleep current?",
        "How much current does it draw in deep sleep?",
        "How much does it pull when powered down?",
        "How much current does it take while asleep?",
        "What's the shutdown current?",
        "What's the current when the device is disabled?",
        "What does it consume on standby?",
        "How much current flows when it's turned off?",
        "How many microamps does it draw when idle?",
        "What's the off-state supply current?",
        "How much does it draw between measurements?",
        "What's the power-down current at 3 V?",
        "How much does it drain the battery while it sleeps?",
        "How much does it use in idle with the interface inactive?",
        "What's the draw when the chip is powered off but still connected to the battery?",
    ],
    "quiescent_current": [
        "What's the quiescent current of the regulator?",
        "What's the ground current at no load?",
        "How much current does the LDO itself consume with no load?",
        "What is IQ?",
        "How much current does the regulator waste with nothing connected?",
        "What's the no-load current draw?",
        "What's the regulator's self-consumption?",
        "What ground pin current flows at 100 mA load?",
        "What's the quiescent draw of the driver?",
    ],
    "power_consumption": [
        "How much power does it consume?",
        "What's the power draw in watts?",
        "How many milliwatts does it use?",
        "How much power does the heater burn?",
        "What's the power dissipation?",
        "What is its power consumption when active?",
        "How power-hungry is it?",
        "What is the typical power usage?",
        "How much power does the module need?",
        "What's the maximum power it dissipates?",
    ],
    "output_voltage": [
        "What voltage does the regulator put out?",
        "What's the output voltage of the 3.3 V version?",
        "What voltage comes out of the regulator?",
        "What does the LDO regulate to?",
        "What voltage does the converter deliver?",
        "What's VOUT at 100 mA?",
        "What's the regulated output?",
        "What fixed output voltage does it provide?",
        "What voltage is available at the output of the buck converter?",
        "What's the nominal output of the fixed version?",
    ],
    "dropout_voltage": [
        "What's the dropout at 500 mA?",
        "How much headroom does it need?",
        "What's the minimum input-output differential?",
        "How much higher than the output must the input be?",
        "What is the dropout voltage at 1 A?",
        "How close to the output can the input drop before it loses regulation?",
        "What's the voltage drop across the regulator at full load?",
        "What is VDO?",
        "How much voltage does the LDO lose between input and output?",
        "What minimum VIN - VOUT keeps it in regulation?",
    ],
    "output_current": [
        "How much current can the regulator supply?",
        # a display driver's segment or digit current flows out of its pins into the LEDs
        "What segment current does the display driver give at setting 101?",
        "digit current of the led driver at full brightness?",
        "What's the maximum load current?",
        "How much current can each output channel deliver continuously?",
        "How many amps can the driver push per channel?",
        "How much can a GPIO source?",
        "What's the maximum continuous current per motor?",
        "How much current can I draw from the output?",
        "What's the rated output current?",
        "How many mA can the pin sink?",
        "How much current can I pull from the 3.3 V output?",
    ],
    "peak_output_current": [
        "What's the peak output current?",
        "How much current can it deliver in short pulses?",
        "What's the current limit?",
        "What's the maximum surge current per channel?",
        "How much peak current can the driver handle?",
        "What's the pulsed current rating?",
        "At what current does the current limit kick in?",
        "What's the short-circuit current?",
        "What's the max instantaneous output current?",
    ],
    "coil_voltage": [
        "What's the coil voltage?",
        "What voltage does the relay need to energise the coil?",
        "What voltage should I drive the coil with?",
        "What's the rated coil voltage of the relay?",
        "Nominal coil voltage?",
        "What voltage is the relay coil rated at?",
        "How many volts does the coil take?",
        "Which voltage does the relay's coil need?",
    ],
    "coil_resistance": [
        "What's the coil resistance?",
        "How many ohms is the coil?",
        "What resistance does the relay coil have?",
        "What's the DC resistance of the coil?",
        "What's the coil's resistance in ohms?",
        "What is the resistance across the coil pins?",
    ],
    "coil_power": [
        "How much power does the coil consume?",
        "What's the coil power?",
        "How many milliwatts does the relay coil use?",
        "What's the coil's power consumption?",
        "How much power does energising the coil take?",
        "What wattage does the coil draw?",
    ],
    "contact_current": [
        "What's the contact current rating?",
        "How many amps can the contacts switch?",
        "How much current can the relay contacts carry?",
        "What's the max switching current?",
        "What current are the contacts rated for?",
        "Can the contacts handle 10 A?",
        "What's the maximum load current through the contacts?",
        "How many amps can I run through the relay contacts?",
    ],
    "contact_power": [
        "What's the maximum switching power?",
        "How many watts can the contacts switch?",
        "What's the contact power rating of the reed switch?",
        "What wattage can the relay contacts handle?",
    ],
    "contact_voltage": [
        "What's the contact voltage rating?",
        "What's the maximum switching voltage?",
        "What voltage can the contacts switch?",
        "How much voltage can the relay contacts handle?",
        "What AC voltage are the contacts rated for?",
        "What mains voltage can the contacts switch?",
    ],
    "interface": [
        "What interface does it use?",
        "How does it communicate with a microcontroller?",
        "Does it speak I2C or SPI?",
        "Which bus does it connect over?",
        "What digital interface does the sensor have?",
        "What protocol does it talk?",
        "What communication interfaces are available?",
        "How do I talk to it from an Arduino?",
        "Which serial interfaces does it offer?",
    ],
    "output_signal_type": [
        "What kind of output does it have?",
        "Is the output analog or digital?",
        "What type of signal does it output?",
        "Is the output open-drain or push-pull?",
        "What sort of signal comes out of it?",
        "What output signal format does it use?",
        "Is its output a PWM signal or a voltage?",
    ],
    "analog_output_voltage": [
        "What voltage range does the analog output span?",
        "What voltage comes out on the analog pin?",
        "What's the analog output voltage range?",
        "What voltage does the AOUT pin produce at full scale?",
        "What range does the analog signal output cover?",
        "Over what voltage range does the output signal vary?",
        "What are the min and max voltages on the analog output?",
        "What's the signal output voltage range?",
        "What voltage does the sensor's analog output give at zero field?",
        "What voltage does the analog out pin swing between?",
    ],
    "output_high_voltage": [
        "What's VOH?",
        "What high level does the output guarantee at 4 mA?",
        "How high does the output swing when sourcing 8 mA?",
        "What's the minimum output high voltage?",
        "What voltage does a logic-high output reach?",
        "What's the guaranteed output high level?",
        "How close to VCC does the output get when high?",
        "When the output is high, what voltage does it reach?",
        "What's the output-high level at 3.3 V?",
    ],
    "output_low_voltage": [
        "What's VOL?",
        "What's the output low level when sinking 4 mA?",
        "How low does the output pull when sinking 20 mA?",
        "What's the maximum output low voltage?",
        "What voltage does the output sit at when low?",
        "What's the guaranteed low level of the output?",
        "How close to ground does the output get when low?",
        "What's the worst-case logic-low output voltage?",
    ],
    "input_high_voltage": [
        "What's VIH?",
        "What's the minimum input voltage that reads as high?",
        "What voltage is guaranteed to be seen as a logic 1?",
        "What's the input high threshold?",
        "How high must an input be to count as high?",
        "What's the minimum high-level input voltage at 5 V?",
        "What level does an input need to be recognised as high?",
        "What's the guaranteed-high input level?",
        "What's the logic-high threshold of the enable pin?",
    ],
    "input_low_voltage": [
        "What's VIL?",
        "What's the maximum input voltage that still reads as low?",
        "What voltage is guaranteed to be seen as a logic 0?",
        "What's the input low threshold?",
        "How low must an input be to count as low?",
        "What's the max low-level input voltage?",
        "What's the guaranteed-low input level?",
        "Below what voltage is an input read as low?",
        "What's the logic-low threshold on the EN pin?",
    ],
    "analog_input_range": [
        "What's the ADC input range?",
        "What voltage range can the analog input measure?",
        "What's the full-scale input range of the ADC?",
        "What input voltage range does the ADC accept?",
        "What differential input range is supported?",
        "How large a signal can I apply to the analog input?",
        "What's the allowed input signal range on AIN?",
        "What's the common-mode input range?",
        "What span of input voltage does the converter digitize?",
    ],
    "abs_max_input_voltage": [
        "What's the absolute maximum voltage on the input pins?",
        "What's the highest voltage a GPIO can survive?",
        "How much voltage can the I/O pins take without damage?",
        "What's the abs max rating for the digital inputs?",
        "What voltage on SDA would destroy it?",
        "What's the maximum voltage I may apply to any input pin without damage?",
        "What's the input pin voltage limit (absolute maximum)?",
        "What's the max voltage an analog input pin tolerates before damage?",
    ],
    "i2c_address": [
        "What's the I2C address?",
        "Which address does it respond to?",
        "What 7-bit address does it use?",
        "What addresses can it be set to?",
        "What's its slave address with ADDR tied low?",
        "What address does it answer to on the bus?",
        "Which bus addresses are selectable?",
        "What's the default address?",
    ],
    "i2c_clock_frequency": [
        "What's the max I2C clock?",
        "How fast can I run the I2C bus?",
        "What SCL frequency does it support?",
        "What's the top I2C speed?",
        "What's the highest clock rate on SCL?",
        "How quickly can I clock its I2C interface?",
        "What I2C bus frequency is supported?",
        "How fast can the I2C interface be clocked in fast mode?",
    ],
    "spi_clock_frequency": [
        "What's the max SPI clock?",
        "How fast can I clock the SPI port?",
        "What SCLK frequency does it support?",
        "What's the highest SPI speed?",
        "How quickly can I run the SPI interface?",
        "What's the maximum serial clock for SPI?",
        "What SPI clock rate is allowed?",
        "What's the top SCK frequency?",
    ],
    "baud_rate": [
        "What's the baud rate?",
        "What UART speed does it use?",
        "What serial speed does it default to?",
        "How fast is its serial port?",
        "What baud rates are supported?",
        "At what bit rate does the UART communicate?",
        "What speed should I set my serial terminal to?",
        "How many bits per second on the UART?",
    ],
    "data_rate": [
        "What's the output data rate?",
        "How many samples per second?",
        "How often does it update?",
        "What's the maximum sampling rate?",
        "How fast can it take readings?",
        "What's the conversion rate?",
        "How many readings per second can I get?",
        "What's the ADC throughput?",
        "What sample rates can it be set to?",
        "How frequently does it produce a new measurement?",
        "What's the refresh rate?",
    ],
    "resolution": [
        "What's the resolution?",
        "How many bits does it resolve?",
        "What's the smallest change it can detect?",
        "How fine are its steps?",
        "What is one count worth?",
        "What's the ADC resolution in bits?",
        "What's the temperature resolution?",
        "What's the LSB size?",
        "What's the smallest increment it reports?",
        "What's the step size of the output?",
    ],
    "sensitivity": [
        "What's the sensitivity in mV/A?",
        "How many mV per amp does it output?",
        "What's the scale factor of the accelerometer?",
        "How many LSB per g?",
        "How many millivolts per gauss?",
        "What's the sensitivity of the current sensor at 5 V?",
        "How much does the output change per amp?",
        "How many counts per degree per second does the gyro give?",
        "How sensitive is the accelerometer in the 2 g range?",
    ],
    "measurement_range": [
        "What's the measurement range?",
        "What range can it measure?",
        "What's the pressure range?",
        "What's the maximum distance it can detect?",
        "What span of humidity does it cover?",
        "What's the full-scale range of the gyro?",
        "How many g can it measure?",
        "What's the sensing range for CO2?",
        "What's the widest range it can read, beyond the range where accuracy is specified?",
        "What are the lowest and highest readings it can report?",
        "Up to what concentration can it detect?",
        "How much current can the sensor measure?",
        "What temperatures can the sensor measure?",
    ],
    "accuracy": [
        "How accurate is it?",
        "What's the temperature accuracy?",
        "What's the error at 25 °C?",
        "What's the tolerance of the measurement?",
        "How far off can the reading be?",
        "What's the worst-case error over the full range?",
        "Within how many degrees is the reading?",
        "What's the typical humidity accuracy from 20 to 80 %RH?",
        "How close to the true value is the reading?",
        "How much can the reading deviate from the true pressure?",
        "What's the absolute pressure accuracy at -20 °C?",
    ],
    "response_time": [
        "What's the response time?",
        "How long does a measurement take?",
        "What's the conversion time?",
        "How quickly does it react to a change?",
        "How long until a reading is ready?",
        "How long do I wait for a result after triggering a measurement?",
        "How fast does it respond to a step in temperature?",
        "What's the time constant of the humidity sensor?",
        "How long does it take to produce a result?",
        "How long is a single conversion?",
        "How much time does a reading take in high-resolution mode?",
        "How long before the output settles after a change in the measured value?",
    ],
    "warm_up_time": [
        "How long is the warm-up time?",
        "How long does it need to preheat?",
        "How long after power-on until readings are valid?",
        "What's the start-up time?",
        "How long until it's ready after powering up?",
        "How long does it take to boot?",
        "How long must the heater run before readings are stable?",
        "How long does it take to stabilize after power-up?",
        "What's the power-up delay before the first measurement?",
    ],
    "operating_temperature": [
        "What's the operating temperature range?",
        "How hot can it get and still work?",
        "What temperature range is it rated for?",
        "What ambient temperatures can it operate in?",
        "Over what temperature range is it specified?",
        "What temperature range can I use it in?",
        "What's the minimum temperature it'll operate at?",
        "What temperature range can it be operated over?",
        "What are its temperature limits for operation?",
        "Can it be used outdoors in winter down to -30 °C?",
    ],
    "storage_temperature": [
        "What's the storage temperature range?",
        "What temperature can it be stored at?",
        "How cold can it be kept when not in use?",
        "What temperature range is safe for storing it unpowered?",
        "What temperatures can it survive in storage?",
        "What's the non-operating temperature range?",
        "What is Tstg?",
    ],
    "operating_humidity": [
        "What's the operating humidity range?",
        "How humid can it get before it stops working?",
        "What humidity can it work in?",
        "What relative humidity is it rated to operate in?",
        "What's the max humidity for operation?",
        "Up to what %RH can it be used?",
        "What ambient humidity does it tolerate?",
    ],
    "ip_rating": [
        "What IP rating does it have?",
        "Is it waterproof?",
        "Is it dust-tight?",
        "What's its ingress protection?",
        "Is the enclosure water resistant?",
        "What's the IP code of the housing?",
        "Is it sealed against water and dust?",
    ],
    "frequency_band": [
        "What frequency band does it use?",
        "What frequencies does the radio operate on?",
        "Which band does it transmit in?",
        "What's the RF frequency range?",
        "What carrier frequency does it use?",
        "What frequency range can the transceiver tune to?",
        "What radio frequency does it operate in?",
        "Which ISM band is it for?",
        "Over which frequencies can the radio be tuned?",
        "What channel frequencies does the module cover?",
    ],
    "tx_power": [
        "What's the maximum transmit power?",
        "How much RF power does it output?",
        "What's the TX output power in dBm?",
        "How strong is its transmitter?",
        "How many dBm can it transmit?",
        "What's the highest output power setting of the radio?",
        "What transmit power levels are available?",
        "What's the radiated power?",
        "How much power does it put into the antenna?",
        "How much RF output can the PA deliver?",
    ],
    "rx_sensitivity": [
        "What's the receiver sensitivity?",
        "What's the sensitivity at 250 kbps?",
        "How weak a signal can it receive?",
        "What's the RX sensitivity in dBm?",
        "How sensitive is the radio at 1 Mbps?",
        "What's the minimum signal it can decode?",
        "What's the receive sensitivity at 0.1 % BER?",
        "What's its sensitivity at SF12 with 125 kHz bandwidth?",
        "Down to what signal level can it still receive packets?",
        "What's the sensitivity in BLE 1M mode?",
    ],
    "wireless_protocol": [
        "What wireless standards does it support?",
        "Which Wi-Fi standards are supported?",
        "Which radio protocols does it speak?",
        "What wireless connectivity does it have?",
        "Which 802.11 modes does it support?",
        "Which Bluetooth version does it implement?",
    ],
    "gate_threshold_voltage": [
        "What's the gate threshold voltage?",
        "At what VGS does it start conducting?",
        "What gate voltage turns it on?",
        "What's VGS(th)?",
        "What's the minimum gate voltage for it to start to conduct?",
        "What's the turn-on threshold of the MOSFET?",
        "How much gate voltage before it begins to conduct?",
    ],
    "on_resistance": [
        "What's RDS(on)?",
        "What's the on-resistance at 4.5 V gate drive?",
        "How much resistance when it's switched on?",
        "What's the drain-source resistance when fully enhanced?",
        "How many milliohms when on?",
        "What's the switch resistance of the driver outputs?",
    ],
    "drain_source_voltage": [
        "What's the drain-source voltage rating?",
        "What's VDS max?",
        "How much voltage can the drain block?",
        "What's the breakdown voltage of the MOSFET?",
        "What's the max voltage between drain and source?",
        "What's the VDSS?",
    ],
}

CASES = [(q, f) for f, qs in PARAPHRASES.items() for q in qs]


def routed(question: str, index: DeviceIndex = NO_DEVICES) -> list[str]:
    return [r.field for r in understand(question, index).requests]


def test_every_vocabulary_field_has_paraphrases() -> None:
    fields_file = Path(__file__).parents[1] / "src" / "specproof" / "data" / "fields.json"
    registry = json.loads(fields_file.read_text())
    # (a field an answer names by another, a junction's limit, is never asked by its own)
    vocabulary = {k for k, v in registry.items() if not k.startswith("_") and "answers_as" not in v}
    assert vocabulary == set(PARAPHRASES)


@pytest.mark.parametrize(("question", "field"), CASES)
def test_paraphrase_routes_to_its_field(question: str, field: str) -> None:
    assert routed(question) == [field]


@pytest.mark.parametrize(
    ("question", "fields"),
    [
        ("What are the input logic thresholds?", ["input_high_voltage", "input_low_voltage"]),
        ("What are VIH and VIL?", ["input_high_voltage", "input_low_voltage"]),
        (
            "What input high and low levels does it need?",
            ["input_high_voltage", "input_low_voltage"],
        ),
        (
            "Which voltages count as high and low on the inputs?",
            ["input_high_voltage", "input_low_voltage"],
        ),
        (
            "At 5 V, what are the guaranteed high and low input levels?",
            ["input_high_voltage", "input_low_voltage"],
        ),
        (
            "What logic levels does the enable input accept?",
            ["input_high_voltage", "input_low_voltage"],
        ),
        ("What are VOH and VOL?", ["output_high_voltage", "output_low_voltage"]),
        (
            "What output high and low levels does it drive?",
            ["output_high_voltage", "output_low_voltage"],
        ),
        (
            "What supply voltage and sleep current does it have?",
            ["supply_voltage", "standby_current"],
        ),
        (
            "What's the maximum SCL clock, and what sample rate does it reach at that clock?",
            ["i2c_clock_frequency", "data_rate"],
        ),
        ("What are the coil voltage and coil resistance?", ["coil_voltage", "coil_resistance"]),
        (
            "What are the allowed VDD and VDDIO ranges?",
            ["supply_voltage", "io_supply_voltage"],
        ),
    ],
)
def test_questions_asking_two_fields(question: str, fields: list[str]) -> None:
    assert routed(question) == fields


@pytest.mark.parametrize(
    ("question", "field"),
    [
        # an exclusion names the field not asked
        (
            "What is the supply voltage range, excluding the absolute maximum rating?",
            "supply_voltage",
        ),
        ("What's the operating range of VDD other than the abs max?", "supply_voltage"),
        ("What is the supply range (not the load-dump rating)?", "supply_voltage"),
        # a range that is not the accuracy range is a measuring range
        (
            "What range can it measure (not just the range where accuracy is specified)?",
            "measurement_range",
        ),
        ("What's the measuring range, not the accuracy?", "measurement_range"),
    ],
)
def test_exclusions_name_what_is_not_asked(question: str, field: str) -> None:
    assert routed(question) == [field]


@pytest.mark.parametrize(
    ("question", "field"),
    [
        # a radio's sensitivity is its receiver sensitivity: data rates, modulation, dBm
        ("What's the sensitivity at 125 kbps and 2 Mbps?", "rx_sensitivity"),
        ("What sensitivity does it reach in LoRa mode at SF7?", "rx_sensitivity"),
        ("What's the GFSK sensitivity?", "rx_sensitivity"),
        # a sensor's sensitivity is its transfer gain
        ("What's the sensitivity of the 20 A version in mV/A?", "sensitivity"),
        ("What is the accelerometer sensitivity at ±4 g?", "sensitivity"),
    ],
)
def test_sensitivity_follows_device_type_words(question: str, field: str) -> None:
    assert routed(question) == [field]


def test_a_radio_named_by_its_title_asks_receiver_sensitivity() -> None:
    index = DeviceIndex.build(
        [
            Document("a" * 64, "rf.pdf", "QRT2401", title="2.4 GHz low-power transceiver"),
            Document("b" * 64, "cs.pdf", "QCS2030", title="Hall-effect current sensor"),
        ]
    )
    assert routed("What's the sensitivity of the QRT2401?", index) == ["rx_sensitivity"]
    assert routed("What's the sensitivity of the QCS2030?", index) == ["sensitivity"]


def test_standby_words_in_conditions_pick_standby_current() -> None:
    for q in [
        "How much current does it draw when it's switched off?",
        "What current does it take while it sleeps between readings?",
        "How much does it draw in power-down with the interface inactive?",
        "How much does it draw between conversions while the bus is idle?",
        "What is the draw with the enable pin low?",
    ]:
        assert routed(q) == ["standby_current"], q


def test_condition_phrases_are_read() -> None:
    conds = find_conditions("What's the accuracy between -20 and 0 °C on a 3.3 V supply?")
    assert conds.voltages == [3.3]
    assert sorted(conds.temperatures) == [-20.0, 0.0]
    conds = find_conditions("What's the error from -40 to +85 °C?")
    assert sorted(conds.temperatures) == [-40.0, 85.0]
    assert "125kbps" in find_conditions("What's the sensitivity at 125 kbps?").terms
    assert "one-shot" in find_conditions("How long does a reading take in one-shot mode?").modes
    assert "sleep" in find_conditions("How much does it draw while asleep?").modes


# A second set, written after the first passed, to check the word families generalise;
# kept as regression cases. Empty lists are questions with no field in the vocabulary.
MORE_CASES: list[tuple[str, list[str]]] = [
    ("Who's behind this part, which manufacturer?", ["manufacturer"]),
    ("Which chipmaker released this sensor?", ["manufacturer"]),
    ("What are all the orderable variants?", ["part_numbers"]),
    ("Which output voltage versions can be ordered?", ["part_numbers"]),
    ("What is the package for this MOSFET?", ["package"]),
    ("Which IC package is used — SOT-23 or SOIC?", ["package"]),
    ("What voltage range do I need to supply it with?", ["supply_voltage"]),
    ("Will it run from a single Li-ion cell — what's its supply range?", ["supply_voltage"]),
    ("How many volts does the module need?", ["supply_voltage"]),
    ("What's the min and max VCC?", ["supply_voltage"]),
    ("What supply does the sensor expect on VDD?", ["supply_voltage"]),
    ("What's the permitted range for the digital I/O supply?", ["io_supply_voltage"]),
    ("Between what limits can VDDIO sit?", ["io_supply_voltage"]),
    ("What voltage does the logic part of the driver run on?", ["logic_supply_voltage"]),
    (
        "What's the maximum voltage I can put on the motor supply pin during operation?",
        ["load_supply_voltage"],
    ),
    ("What's the largest motor voltage it is specified for?", ["load_supply_voltage"]),
    (
        "What's the max rating on the supply before the part gets damaged?",
        ["abs_max_supply_voltage"],
    ),
    ("What voltage on VDD will permanently damage it?", ["abs_max_supply_voltage"]),
    ("What's the abs max VCC?", ["abs_max_supply_voltage"]),
    ("How much current does it need at 5 V while measuring continuously?", ["supply_current"]),
    ("What's the typical current while it's converting?", ["supply_current"]),
    ("How many mA does the module pull during a transmission?", ["supply_current"]),
    ("What's the average current drawn at 1 sample per second?", ["supply_current"]),
    ("How much current does it sip in sleep mode?", ["standby_current"]),
    ("What's the current draw with the chip in shutdown?", ["standby_current"]),
    ("How much does it consume when asleep?", ["standby_current"]),
    ("What current flows when the device is switched off via the enable pin?", ["standby_current"]),
    ("How much current does the regulator use with no load attached?", ["quiescent_current"]),
    ("What's the LDO's ground current?", ["quiescent_current"]),
    ("What is the total power dissipation of the package?", ["power_consumption"]),
    ("How many watts does the heater consume?", ["power_consumption"]),
    ("What's the power budget of the module while sending?", ["power_consumption"]),
    ("What output voltage does the 5 V variant regulate to?", ["output_voltage"]),
    ("What voltage will the buck converter produce at its output?", ["output_voltage"]),
    ("What's the dropout at full load?", ["dropout_voltage"]),
    ("How much input headroom over the output does the LDO need at 800 mA?", ["dropout_voltage"]),
    ("How many amps can it deliver continuously?", ["output_current"]),
    ("What's the maximum current per output pin?", ["output_current"]),
    ("What's the peak current each H-bridge can deliver?", ["peak_output_current"]),
    ("How much current can each channel handle in bursts?", ["peak_output_current"]),
    ("What voltage do I apply to the relay coil?", ["coil_voltage"]),
    ("What's the resistance of the relay's winding?", ["coil_resistance"]),
    ("How much power does the relay coil draw when energised?", ["coil_power"]),
    ("How much current can the relay contacts switch at 250 VAC?", ["contact_current"]),
    ("What's the highest voltage the relay contacts can switch?", ["contact_voltage"]),
    ("What bus does it use to send data?", ["interface"]),
    ("Is it an I2C or an SPI part?", ["interface"]),
    ("What output does the sensor provide — analog voltage or PWM?", ["output_signal_type"]),
    ("What kind of signal is on the OUT pin?", ["output_signal_type"]),
    ("What voltage span does the sensor's analog output cover?", ["analog_output_voltage"]),
    ("At full scale, what does the analog output read in volts?", ["analog_output_voltage"]),
    ("What's the minimum output-high voltage at 3.3 V and 4 mA?", ["output_high_voltage"]),
    ("How low is the output driven when sinking 8 mA?", ["output_low_voltage"]),
    ("What's the maximum voltage that is still a logic low on the inputs?", ["input_low_voltage"]),
    ("What's the minimum voltage accepted as logic high on DIN?", ["input_high_voltage"]),
    (
        "What voltages will its inputs treat as high and as low?",
        ["input_high_voltage", "input_low_voltage"],
    ),
    ("What input voltage range can the ADC digitize?", ["analog_input_range"]),
    ("What's the full-scale range at a PGA gain of 2?", ["analog_input_range"]),
    (
        "What's the maximum voltage the I/O pins can tolerate without damage?",
        ["abs_max_input_voltage"],
    ),
    ("What I2C address does it use by default?", ["i2c_address"]),
    ("What are the possible slave addresses?", ["i2c_address"]),
    ("What's the fastest I2C clock it supports?", ["i2c_clock_frequency"]),
    ("Can I run its I2C at fast-mode plus speeds — what is the max SCL?", ["i2c_clock_frequency"]),
    ("How fast can the SPI clock go?", ["spi_clock_frequency"]),
    ("What's the max SCK rate for SPI?", ["spi_clock_frequency"]),
    ("What baud rate does its UART use out of the box?", ["baud_rate"]),
    ("What serial bit rate is the default?", ["baud_rate"]),
    ("How many conversions per second can the ADC do?", ["data_rate"]),
    ("What's the fastest output rate?", ["data_rate"]),
    ("How many bits of resolution does the ADC offer?", ["resolution"]),
    ("What's the smallest step in humidity it resolves?", ["resolution"]),
    ("What's the sensor's output sensitivity in mV per ampere?", ["sensitivity"]),
    ("How many LSB per degree per second is the gyro at ±250 dps?", ["sensitivity"]),
    ("What range of pressures does it measure?", ["measurement_range"]),
    ("How high a temperature can the probe measure?", ["measurement_range"]),
    ("What's the ranging distance?", ["measurement_range"]),
    ("What's the humidity accuracy?", ["accuracy"]),
    ("By how much can the temperature reading be wrong?", ["accuracy"]),
    ("What's the maximum error from -10 to 85 °C?", ["accuracy"]),
    ("How long does one reading take in high-precision mode?", ["response_time"]),
    ("How long is the wait for a conversion to finish?", ["response_time"]),
    ("How long does the sensor need to reach 63 % of a step change?", ["response_time"]),
    ("How long must I wait after power-up before reading it?", ["warm_up_time"]),
    ("How long is the preheat time?", ["warm_up_time"]),
    ("What temperature range can it run in?", ["operating_temperature"]),
    ("Is it rated to work from -40 to 125 °C?", ["operating_temperature"]),
    ("What's the coldest ambient it can operate in?", ["operating_temperature"]),
    ("At what temperature should it be stored?", ["storage_temperature"]),
    ("What is the maximum storage temperature?", ["storage_temperature"]),
    ("What humidity can it operate in without condensation?", ["operating_humidity"]),
    ("Is it rated for outdoor use in rain — what IP class?", ["ip_rating"]),
    ("What frequency does the transceiver use?", ["frequency_band"]),
    ("Which frequencies does it tune across?", ["frequency_band"]),
    ("What RF frequency range does it cover?", ["frequency_band"]),
    ("How much output power can the radio produce?", ["tx_power"]),
    ("What's the maximum TX level in dBm?", ["tx_power"]),
    ("What's the receiver's sensitivity at 2 Mbps?", ["rx_sensitivity"]),
    ("What's the sensitivity for 250 kbps GFSK?", ["rx_sensitivity"]),
    ("What's the lowest signal level it can still receive?", ["rx_sensitivity"]),
    ("Which wireless protocols are supported?", ["wireless_protocol"]),
    ("Does it support Bluetooth LE, and which version?", ["wireless_protocol"]),
    ("What VGS is needed for the MOSFET to begin conducting?", ["gate_threshold_voltage"]),
    ("What's the threshold gate-source voltage?", ["gate_threshold_voltage"]),
    ("What's the on resistance at VGS = 10 V?", ["on_resistance"]),
    ("How much resistance does the switch have when closed?", ["on_resistance"]),
    ("What's the drain-source breakdown rating?", ["drain_source_voltage"]),
    ("How many volts can the MOSFET block?", ["drain_source_voltage"]),
    (
        "What's the supply range and the maximum supply current?",
        ["supply_voltage", "supply_current"],
    ),
    ("What are the output voltage and the dropout at 1 A?", ["output_voltage", "dropout_voltage"]),
    ("What is its I2C address and maximum SCL frequency?", ["i2c_address", "i2c_clock_frequency"]),
    (
        "What's the operating range, excluding the absolute maximum ratings, for VDD?",
        ["supply_voltage"],
    ),
    (
        "What temperature range can it measure, not the range over which it's accurate?",
        ["measurement_range"],
    ),
    (
        "I'm running it off two AA cells — what's the lowest voltage it will keep working at?",
        ["supply_voltage"],
    ),
    ("What voltage should the VCC pin get?", ["supply_voltage"]),
    (
        "Can I feed it straight from USB 5 V, i.e. what supply range does it take?",
        ["supply_voltage"],
    ),
    ("What's the current consumption when the radio is receiving?", ["supply_current"]),
    ("How much current will it eat during a measurement?", ["supply_current"]),
    (
        "Roughly how many milliamps does it burn when transmitting at full power?",
        ["supply_current"],
    ),
    ("What does it draw in power-save mode?", ["standby_current"]),
    ("What's the leftover current draw when it's in deep sleep?", ["standby_current"]),
    ("How little current does it take while waiting for the next conversion?", ["standby_current"]),
    (
        "How much current does the regulator itself need with no load on the output?",
        ["quiescent_current"],
    ),
    ("How much power does it take at 12 V?", ["power_consumption"]),
    ("What's the heater power draw?", ["power_consumption"]),
    ("What voltage does the regulator hold its output at?", ["output_voltage"]),
    ("What's the input-to-output voltage drop at 100 mA?", ["dropout_voltage"]),
    ("How much current can a single pin drive?", ["output_current"]),
    ("What current can the driver supply per motor continuously?", ["output_current"]),
    ("How much current can it handle in a short peak?", ["peak_output_current"]),
    ("What's the relay's coil rated voltage?", ["coil_voltage"]),
    ("How many amps can the relay switch at 30 VDC?", ["contact_current"]),
    ("Is it SPI, I2C or UART?", ["interface"]),
    ("What's the output — voltage, current or frequency?", ["output_signal_type"]),
    ("What voltage does the sensor output at 0 ppm?", ["analog_output_voltage"]),
    ("What's the output high level with a 1 mA load?", ["output_high_voltage"]),
    ("What's the maximum VOL at 3 mA sink current?", ["output_low_voltage"]),
    ("Does 2.0 V count as a logic high on the input when VCC is 5 V?", ["input_high_voltage"]),
    (
        "What is the threshold between high and low on the inputs?",
        ["input_high_voltage", "input_low_voltage"],
    ),
    ("What's the maximum analog input voltage the ADC can convert?", ["analog_input_range"]),
    ("Can the GPIO pins take 5 V without damage?", ["abs_max_input_voltage"]),
    ("What address does it sit at on the I2C bus?", ["i2c_address"]),
    ("Up to what SCL frequency does it work?", ["i2c_clock_frequency"]),
    ("What's the highest clock I can use on its SPI?", ["spi_clock_frequency"]),
    ("What bit rate does the serial link use?", ["baud_rate"]),
    ("At what rate can it output new data?", ["data_rate"]),
    ("How precise are the readings in bits?", ["resolution"]),
    ("What's the output slope in mV/°C?", ["sensitivity"]),
    ("Over what span can it read CO2?", ["measurement_range"]),
    ("How far can it see an object?", ["measurement_range"]),
    ("How close to the real temperature are its readings?", ["accuracy"]),
    ("How long does it need to give a reading after I trigger it?", ["response_time"]),
    ("How long until the reading is valid after switching it on?", ["warm_up_time"]),
    ("How cold can the environment be for it to still operate?", ["operating_temperature"]),
    (
        "What temperature range can it survive while powered down in a warehouse?",
        ["storage_temperature"],
    ),
    ("Will it tolerate 95 % humidity while running?", ["operating_humidity"]),
    ("Is it splash resistant?", ["ip_rating"]),
    ("Which band does the radio operate in — 433, 868 or 915 MHz?", ["frequency_band"]),
    ("How hard can it transmit, in dBm?", ["tx_power"]),
    ("How low a signal level can the receiver pick up at 1 Mbps?", ["rx_sensitivity"]),
    ("Is it Wi-Fi or Bluetooth?", ["wireless_protocol"]),
    ("What gate drive voltage does the FET need to start turning on?", ["gate_threshold_voltage"]),
    ("What's the drain-source on resistance at 4.5 V?", ["on_resistance"]),
    ("What's the highest voltage across drain and source it can handle?", ["drain_source_voltage"]),
    ("What colour is the module?", []),
    ("What's the input leakage current of the GPIOs?", []),
    # a rise time is an interface timing, filed as a time; only a row naming it answers
    ("What's the rise time of the output?", ["response_time"]),
    ("What's the input capacitance?", []),
    ("How heavy is the module?", []),
    ("Who should I contact for support?", []),
    ("What's the bandwidth of the current sensor?", []),
    ("Does the board have mounting holes?", []),
]


@pytest.mark.parametrize(("question", "fields"), MORE_CASES)
def test_more_paraphrases(question: str, fields: list[str]) -> None:
    assert routed(question) == fields


def test_radio_devices_are_known_by_their_radio_facts() -> None:
    from specproof.agent.understand import device_index
    from specproof.records import Fact, Source

    class Store:
        def documents(self) -> list[Document]:
            return [Document("c" * 64, "x.pdf", "QX900"), Document("d" * 64, "y.pdf", "QY100")]

        def facts(self, field: str | None = None) -> list[Fact]:
            src = Source("x.pdf", 1, "TX power +10 dBm")
            fact = Fact("QX900", "tx_power", src, typ=10.0, unit="dBm", doc_id="c" * 64)
            return [fact] if field == "tx_power" else []

    index = device_index(Store())
    assert index.radios == {"c" * 64}
    assert routed("What's the sensitivity of the QX900?", index) == ["rx_sensitivity"]
    assert routed("What's the sensitivity of the QY100?", index) == ["sensitivity"]


def test_a_later_phrase_is_found_after_an_overlapping_one() -> None:
    # the second "coil ... resistance" starts inside a longer span already taken
    assert routed("What are the coil voltage and coil resistance?") == [
        "coil_voltage",
        "coil_resistance",
    ]


def test_an_address_pins_strap_asks_no_supply_and_words_hide_no_symbol() -> None:
    # "A0 to VS+" straps a pin; "boards on" holds no "rds on"
    question = "bridged A1 to SCL and A0 to VS+ so no clash with other boards on my bus: address?"
    assert routed(question) == ["i2c_address"]
    assert routed("what is the rds on at vgs = 4.5 v?") == ["on_resistance"]


def test_amps_per_channel_asked_of_a_switch_are_what_each_output_carries() -> None:
    assert routed("ks4 with both channels on - how many amps per channel?") == ["output_current"]
    # what each channel draws from the supply stays a draw
    assert routed("How much current does the module draw per channel?") == ["supply_current"]


def test_a_chargers_draw_after_its_charge_ended_is_its_standby_current() -> None:
    asked = "once charging has terminated, what does the charger draw from the 5v input?"
    assert routed(asked) == ["standby_current"]
    assert routed("what does the charger draw from the input while charging?") == ["supply_current"]


def test_a_peak_current_while_a_radio_sends_is_its_draw() -> None:
    assert routed("lte module peak current during a transmit burst?") == ["supply_current"]
    assert routed("What peak current does it take while transmitting?") == ["supply_current"]
    # a driver's peak is what it delivers
    assert routed("What peak output current can each bridge deliver?") == ["peak_output_current"]


def test_frames_leave_specs_without_a_field_alone() -> None:
    assert routed("What's the input bias current?") == []
    assert routed("What's the output noise in microvolts?") == []
    assert routed("Can the adjustable version power it?") == []
    # a resistance the question states with its part asks none ("a 10 kΩ thermistor on")
    assert routed("With a 10 kΩ thermistor on its TEMP pin, when does charging pause?") == []
    assert routed("How many Ω between drain and source when it is on?") == ["on_resistance"]


def test_a_stated_operating_point_is_not_a_request() -> None:
    # "at 0 dBm" sets the transmitter; the current is what is asked, once per power level
    assert routed("How much current does it draw while transmitting at 0 dBm and at +4 dBm?") == [
        "supply_current",
        "supply_current",
    ]


def test_a_segment_currents_slew_rate_is_no_current() -> None:
    from agent_support import requests_of

    assert requests_of("what is the segment current slew rate of the driver?") == []
