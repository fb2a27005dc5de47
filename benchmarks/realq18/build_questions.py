import json
Q=[]
def it(dev, field, unit=None, mn=None, typ=None, mx=None, value=None, values=None, q=None, cond=""):
    return {"device":dev,"field":field,"quantity":q,"min":mn,"typ":typ,"max":mx,"value":value,"values":values,"unit":unit,"condition":cond}
def ev(doc,page,quote): return {"doc":doc,"page":page,"quote":quote}
def add(id,diff,typ,question,devices,verdict,items,evidence,note,wording="casual",lang="en",concern=None):
    d={"id":id,"difficulty":diff,"type":typ,"question":question,"devices":devices,"answer":{"verdict":verdict,"items":items},"evidence":evidence,"note":note,"wording":wording,"language":lang}
    if concern: d["concern"]=concern
    Q.append(d)
A="ACS712"; M="MAX31855"; B="BH1750"; D="DHT22"; H="74HC595"; E="ESP32-WROOM-32"; X="XC6206"; S="AMS1117"
# ---------- factual
add("rq18-f01","medium","simple","acs712 5a version, worst case sensitivity over the whole -40..85 range? in V/A pls",[A],None,
 [it(A,"sensitivity","mV/A",mn=178,mx=193,q="current",cond="x05A, SensTOP over full range of IP and TOP")],
 [ev("acs712.pdf",5,"SensTOP Over full range of IP 178 – 193 mV/A")],
 "x05A SensTOP row (178..193 mV/A = 0.178..0.193 V/A), beside SensTA 185 mV/A at 25 C and the x20A/x30A tables.")
add("rq18-f02","medium","simple","Over the full operating temperature range (TOP = -40 °C to 85 °C), what sensitivity limits does the ACS712 x20A version guarantee?",[A],None,
 [it(A,"sensitivity","mV/A",mn=97,mx=103,q="current",cond="x20A, SensTOP over full range of IP")],
 [ev("acs712.pdf",5,"SensTOP Over full range of IP 97 – 103 mV/A")],
 "x20A SensTOP (97/103 mV/A), not the 25 C typical 100 mV/A; beside x05A 178/193 and x30A 64/68.","formal")
add("rq18-f03","hard","structured","What typical sensitivity does the ACS712 have at 25 °C? The sheet lists several current ranges.",[A],None,
 [it(A,"sensitivity","mV/A",typ=185,q="current",cond="x05A, TA = 25 C"),
  it(A,"sensitivity","mV/A",typ=100,q="current",cond="x20A, TA = 25 C"),
  it(A,"sensitivity","mV/A",typ=66,q="current",cond="x30A, TA = 25 C")],
 [ev("acs712.pdf",5,"SensTA Over full range of IP, TA = 25°C – 185 – mV/A"),ev("acs712.pdf",5,"SensTA Over full range of IP, TA = 25°C – 100 – mV/A"),ev("acs712.pdf",5,"SensTA Over full range of IP , TA = 25°C – 66 – mV/A")],
 "Three versions x05A/x20A/x30A; the question does not choose.","formal")
add("rq18-f04","medium","simple","acs712 absolute max on the vcc pin?",[A],None,
 [it(A,"abs_max_supply_voltage","V",mx=8,cond="VCC absolute maximum")],
 [ev("acs712.pdf",2,"Supply Voltage VCC 8 V")],
 "Absolute maximum 8 V, not the 4.5..5.5 V operating range (page 4); reverse supply -0.1 V beside it.")
add("rq18-f05","medium","simple","¿Cuál es el rango de temperatura de almacenamiento del ACS712?",[A],None,
 [it(A,"storage_temperature","°C",mn=-65,mx=170,cond="Tstg")],
 [ev("acs712.pdf",2,"Storage Temperature Tstg –65 to 170 ºC")],
 "Tstg -65..170 C, not the -40..85 C E-range operating temperature.","formal","es")
add("rq18-f06","hard","simple","What thermocouple temperature gain and offset error does the MAX31855J (type J) have over its widest range, thermocouple -210 °C to +1200 °C with TA = -40 °C to +125 °C?",[M],None,
 [it(M,"accuracy","°C",mn=-4,mx=4,q="temperature",cond="MAX31855J, TTHERMOCOUPLE -210..+1200 C, TA -40..+125 C")],
 [ev("max31855.pdf",3,"TTHERMOCOUPLE = -210NC to +1200NC, sensitivity) (Note 4) -4 +4")],
 "J-type second row (±4 C), beside the -210..+750 C / TA -20..85 C row (±2 C) and the K/N/T/E/R/S tables.","formal")
add("rq18-f07","hard","simple","Quelle est l'erreur de gain et d'offset du MAX31855E (thermocouple type E) entre +700 °C et +1000 °C, pour TA de -20 °C à +85 °C ?",[M],None,
 [it(M,"accuracy","°C",mn=-3,mx=3,q="temperature",cond="MAX31855E, TTHERMOCOUPLE +700..+1000 C, TA -20..+85 C")],
 [ev("max31855.pdf",3,"TTHERMOCOUPLE = +700NC to +1000NC, -3 +3 NC")],
 "E-type middle row ±3 C (other types have ±4 C there); beside ±2 C (-200..+700) and ±5 C (full range).","formal","fr")
add("rq18-f08","medium","simple","max31855 storage temp range?",[M],None,
 [it(M,"storage_temperature","°C",mn=-65,mx=150,cond="absolute maximum ratings")],
 [ev("max31855.pdf",2,"Storage Temperature Range ........................... -65NC to +150NC")],
 "Storage -65..+150 C, beside operating -40..+125 C and junction +150 C.")
add("rq18-f09","medium","simple","What is the absolute maximum supply voltage (VCC to GND) of the MAX31855?",[M],None,
 [it(M,"abs_max_supply_voltage","V",mn=-0.3,mx=4.0,cond="VCC to GND")],
 [ev("max31855.pdf",2,"Supply Voltage Range (VCC to GND)...................-0.3V to +4.0V")],
 "-0.3..+4.0 V absolute; the operating range 3.0..3.6 V is a different row.","formal")
add("rq18-f10","medium","simple","bh1750 high res mode, worst case time for one measurement? in seconds",[B],None,
 [it(B,"response_time","ms",typ=120,mx=180,cond="H-resolution mode measurement time tHR")],
 [ev("bh1750.pdf",2,"tHR － 120 180 ms")],
 "tHR 120/180 ms = 0.18 s max; beside the L-resolution tLR 16/24 ms.")
add("rq18-f11","medium","simple","What is the BH1750's resolution in L-resolution mode?",[B],None,
 [it(B,"resolution","lx",typ=4,q="illuminance",cond="L-Resolution Mode rLR")],
 [ev("bh1750.pdf",2,"L-Resolution Mode Resolution rLR － 4 － lx")],
 "rLR 4 lx, beside H-resolution rHR 1 lx.","formal")
add("rq18-f12","medium","simple","¿Cuál es la temperatura de almacenamiento del BH1750?",[B],None,
 [it(B,"storage_temperature","°C",mn=-40,mx=100,cond="Tstg")],
 [ev("bh1750.pdf",1,"Storage Temperature Tstg -40～100 ℃")],
 "Tstg -40..100 C, beside Topr -40..85 C.","formal","es")
add("rq18-f13","medium","simple","lowest voltage i can run the bh1750's DVI (i2c reference) pin at?",[B],None,
 [it(B,"io_supply_voltage","V",mn=1.65,cond="VDVI, I2C reference voltage, max VCC")],
 [ev("bh1750.pdf",1,"I2C Reference Voltage VDVI 1.65 - VCC V")],
 "VDVI 1.65 V .. VCC; beside VCC 2.4/3.0/3.6 V.")
add("rq18-f14","medium","simple","bh1750 sda low level when sinking 3ma, max in mV?",[B],None,
 [it(B,"output_low_voltage","V",mn=0,mx=0.4,cond="I2C SDA VOL, IOL = 3 mA")],
 [ev("bh1750.pdf",2,"I2C SDA Output ‘L’ Voltage VOL 0 － 0.4 V IOL = 3 mA")],
 "400 mV; beside the DVI input 'L' voltage 0.4 V (VDVL, an input row).")
add("rq18-f15","medium","simple","how often can i poll a dht22 / am2302? min sampling period in ms",[D],None,
 [it(D,"response_time","s",mn=2,cond="sampling period")],
 [ev("dht22.pdf",4,"Sampling period 2 S")],
 "2 s = 2000 ms minimum (also 'Read the sensor minimum time interval for the 2S'); not the 1/e response times (<5 s RH, <10 s T). Field as in realq17 DHT11.")
add("rq18-f16","easy","simple","dht22 temperature resolution?",[D],None,
 [it(D,"resolution","°C",typ=0.1,q="temperature",cond="temperature resolution (16 bit)")],
 [ev("dht22.pdf",3,"%RH Resolutio 0.1")],
 "Temperature column 'Resolutio 0.1 C' (16 bit), beside RH resolution 0.1 %RH. Quote spans both columns of the line.")
add("rq18-f17","medium","simple","74hc595 on a 6v supply, min input high voltage? in mV",[H],None,
 [it(H,"input_high_voltage","V",mn=4.2,cond="74HC595, VCC = 6.0 V")],
 [ev("74hc595.pdf",7,"VCC = 6.0 V 4.2 3.2 - 4.2 - V")],
 "4200 mV; VCC = 6.0 V row (25 C and -40..85 C min 4.2 V), beside 1.5 V (2.0 V) and 3.15 V (4.5 V) rows, typ 3.2 V.")
add("rq18-f18","medium","simple","For the 74HC595 at VCC = 6.0 V with IO = -20 µA, what minimum HIGH-level output voltage is guaranteed at 25 °C?",[H],None,
 [it(H,"output_high_voltage","V",mn=5.9,typ=6.0,cond="74HC595, IO = -20 uA, VCC = 6.0 V, 25 C")],
 [ev("74hc595.pdf",7,"IO = 20 A; VCC = 6.0 V 5.9 6.0 - 5.9 - V")],
 "Small-current row (5.9 V), beside the 5.2/7.8 mA rows (5.34 V) and the 2.0/4.5 V supplies.","formal")
# ---------- unanswerable factual
add("rq18-u01","medium","simple","What I2C clock frequency does the DHT22 (AM2302) support?",[D],"insufficient_evidence",[],[],
 "The AM2302 uses its own single-bus protocol; the sheet never mentions I2C or SPI (searched all pages).","formal")
add("rq18-u02","hard","simple","74hc595 running at 3.3v: min output high voltage when sourcing 4 mA?",[H],"insufficient_evidence",[],[],
 "VOH rows are given only at VCC = 2.0, 4.5 and 6.0 V; no 3.3 V row (the sheet text contains no '3.3').")
add("rq18-u03","medium","simple","acs712 supply current if i run it at 3.3v?",[A],"insufficient_evidence",[],[],
 "ICC is given only at VCC = 5.0 V (6/8/11 mA); VCC range is 4.5..5.5 V and no 3.3 V figure exists.")
add("rq18-u04","medium","simple","What is the maximum thermocouple cable length the MAX31855 supports?",[M],"insufficient_evidence",[],[],
 "No cable-length figure in the sheet (searched 'cable').","formal")
add("rq18-u05","medium","simple","max31855 operating humidity range? going in a damp kiln shed",[M],"insufficient_evidence",[],[],
 "No humidity figure in the MAX31855 sheet (searched 'humid').")
add("rq18-u06","hard","simple","Quel est le courant d'alimentation du BH1750 en mesure lorsqu'il est alimenté en 3,6 V ?",[B],"insufficient_evidence",[],[],
 "Icc1 (120/190 uA) is specified at VCC = 3.0 V only (table header); no 3.6 V row.","formal","fr")
# ---------- compatibility
add("rq18-c01","medium","compatibility","dht22 running on 3v3 with a 3 m cable back to the esp32, ok?",[D,E],"incompatible",
 [it(D,"supply_voltage","V",mn=3.3,typ=5,mx=5.5,cond="VDD")],
 [ev("dht22.pdf",4,"With 3.3V supply voltage, cable length shall not be greater than 100cm."),ev("dht22.pdf",4,"Voltage 3.3 5 5.5 V")],
 "3.3 V is within VDD, but at 3.3 V the sheet limits the cable to 100 cm; 3 m exceeds it.",concern="supply_rail")
add("rq18-c02","medium","compatibility","Can an ACS712 be powered from the 3.3 V output of an XC6206P332?",[A,X],"incompatible",
 [it(A,"supply_voltage","V",mn=4.5,typ=5.0,mx=5.5,cond="VCC")],
 [ev("acs712.pdf",4,"Supply Voltage VCC 4.5 5.0 5.5 V"),ev("xc6206.pdf",1,"Highly Accurate :±2%@VOUT≧1.5V")],
 "VCC minimum 4.5 V; the 3.3 V XC6206 gives at most 3.37 V.","formal",concern="supply_rail")
add("rq18-c03","medium","compatibility","acs712 vcc off an ams1117-5.0 that's fed from a 9v wall wart - good?",[A,S],"compatible",
 [it(A,"supply_voltage","V",mn=4.5,typ=5.0,mx=5.5,cond="VCC"),it(A,"supply_current","mA",mn=6,typ=8,mx=11,cond="VCC = 5 V, output open"),
  it(S,"output_voltage","V",mn=4.95,typ=5.0,mx=5.05,cond="AMS1117-5.0, 0..1 A, 6.5 V <= VIN <= 12 V, 25 C")],
 [ev("acs712.pdf",4,"Supply Voltage VCC 4.5 5.0 5.5 V"),ev("acs712.pdf",4,"Supply Current ICC VCC = 5.0 V, output open 6 8 11 mA"),
  ev("ams1117.pdf",2,"AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V")],
 "9 V input is within 6.5..12 V; 4.95..5.05 V sits inside 4.5..5.5 V; 11 mA max is far below 1 A.",concern="supply_rail")
add("rq18-c04","medium","compatibility","Can an AMS1117-3.3 running from a 5 V rail supply a MAX31855 (VCC)?",[M,S],"compatible",
 [it(M,"supply_voltage","V",mn=3.0,typ=3.3,mx=3.6,cond="VCC recommended"),it(M,"supply_current","uA",typ=900,mx=1500,cond="ICC"),
  it(S,"output_voltage","V",mn=3.267,typ=3.3,mx=3.333,cond="AMS1117-3.3, 4.75 V <= VIN <= 12 V, 25 C")],
 [ev("max31855.pdf",2,"Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),ev("max31855.pdf",2,"Power-Supply Current ICC 900 1500 FA"),
  ev("ams1117.pdf",2,"AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V")],
 "5 V is inside the 4.75..12 V input condition; output 3.235..3.365 V even over temperature, inside 3.0..3.6 V; 1.5 mA load.","formal",concern="supply_rail")
add("rq18-c05","medium","compatibility","max31855 breakout with no regulator, can i just put it on the 5v output of an ams1117-5.0?",[M,S],"incompatible",
 [it(M,"abs_max_supply_voltage","V",mn=-0.3,mx=4.0,cond="VCC to GND"),it(M,"supply_voltage","V",mn=3.0,typ=3.3,mx=3.6,cond="VCC")],
 [ev("max31855.pdf",2,"Supply Voltage Range (VCC to GND)...................-0.3V to +4.0V"),ev("max31855.pdf",2,"Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
  ev("ams1117.pdf",2,"AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V")],
 "5 V exceeds the 3.6 V operating max and the 4.0 V absolute max.",concern="supply_rail")
add("rq18-c06","hard","compatibility","esp32 (3v3) talking straight to a max31855 that also runs at 3.3 V: are CS/SCK highs and the SO high level both good enough?",[E,M],"compatible",
 [it(M,"input_high_voltage","V",mn=2.1,cond="VIH"),it(E,"output_high_voltage","V",mn=2.64,cond="VOH at VDD = 3.3 V")],
 [ev("max31855.pdf",2,"Input Logic 1 VIH 2.1"),ev("esp32-wroom-32.pdf",15,"VDD = 3.3 V, VOH >= 2.64 V"),
  ev("esp32-wroom-32.pdf",15,"VIH High-level input voltage 0.75×VDD - VDD +0.3 V"),ev("max31855.pdf",2,"Output High Voltage VOH IOUT = -1.6mA")],
 "ESP32 VOH 2.64 V > MAX31855 VIH 2.1 V; MAX31855 VOH = VCC - 0.4 V (2.9 V at 3.3 V) > ESP32 VIH 2.475 V.",concern="logic_levels")
add("rq18-c07","medium","compatibility","bh1750 (addr low) and a tcs34725 on the same i2c bus, address clash?",[B,"TCS34725"],"compatible",
 [it(B,"i2c_address",values=["0x23","0x5C"],cond="ADDR L -> 0100011, ADDR H -> 1011100"),it("TCS34725","i2c_address",values=["0x29"],cond="TCS34725")],
 [ev("bh1750.pdf",10,"ADDR = 'L' ( ADDR ≦ 0.3VCC ) → “0100011“"),ev("tcs34725.pdf",3,"TCS34725 0x29 FN−6 I2C Vbus = VDD Interface TCS34725FN")],
 "0x23 vs 0x29, no clash.",concern="addresses")
add("rq18-c08","hard","compatibility","acs712 output into a 1k/2k divider (3k to gnd total) so the esp32 adc sees max ~3.3v, fine?",[A,E],"incompatible",
 [],
 [ev("acs712.pdf",4,"Output Resistive Load RLOAD VIOUT to GND 4.7 – – kΩ")],
 "The divider loads VIOUT with 3 kOhm, below the 4.7 kOhm minimum output resistive load. Verdict-only (no field for RLOAD).",concern="analog_range")
add("rq18-c09","hard","compatibility","Can an XC6206 set to 5.0 V supply the heater (VH) of an MQ-2?",["MQ-2",X],"insufficient_evidence",[],
 [ev("mq-2.pdf",3,"Heater consumption PH ≤950mW"),ev("xc6206.pdf",1,"Maximum Output Current : 200mA (3.0V type)")],
 "Voltage fits (5.0 V ±2% = 4.9..5.1 V = VH 5.0±0.1 V) but the heater needs up to 190 mA and the XC6206 output current is given only for the 3.0 V type (200 mA); no 5.0 V-type figure.","formal",concern="current_budget")
add("rq18-c10","hard","compatibility","74hc595 on 3.3v driving the CS line of a max31855 (also 3.3v), is the high level guaranteed?",[H,M],"insufficient_evidence",[],
 [ev("max31855.pdf",2,"Input Logic 1 VIH 2.1")],
 "MAX31855 needs 2.1 V, but the 74HC595 VOH rows exist only at VCC = 2.0/4.5/6.0 V; no 3.3 V figure.",concern="logic_levels")
add("rq18-c11","medium","compatibility","DHT22 powered from an XC6206P332 (3.3 V): is its supply guaranteed within the DHT22's VDD range?",[D,X],"incompatible",
 [it(D,"supply_voltage","V",mn=3.3,typ=5,mx=5.5,cond="VDD")],
 [ev("dht22.pdf",4,"Voltage 3.3 5 5.5 V"),ev("xc6206.pdf",1,"Highly Accurate :±2%@VOUT≧1.5V")],
 "XC6206 3.3 V ±2% can be as low as 3.234 V, below the DHT22's 3.3 V minimum. Strict reading; a nominal reading would say compatible.","formal",concern="supply_rail")
add("rq18-c12","medium","compatibility","Un BH1750 alimenté en 3,3 V avec DVI relié à un rail de 1,2 V pour l'I2C : est-ce dans les spécifications ?",[B],"incompatible",
 [it(B,"io_supply_voltage","V",mn=1.65,cond="VDVI, max VCC")],
 [ev("bh1750.pdf",1,"I2C Reference Voltage VDVI 1.65 - VCC V")],
 "DVI minimum 1.65 V; 1.2 V is below.","formal","fr",concern="supply_rail")
add("rq18-c13","medium","compatibility","bh1750 + tcs34725 on one 3v3 i2c bus at 400 khz, clock ok for both?",[B,"TCS34725"],"compatible",
 [it(B,"i2c_clock_frequency","kHz",mx=400,cond="fSCL"),it("TCS34725","i2c_clock_frequency","kHz",mx=400,cond="up to 400 kHz")],
 [ev("bh1750.pdf",2,"I2C SCL Clock Frequency fSCL － － 400 kHz"),ev("tcs34725.pdf",2,"Communication of the TCS3472 data is accomplished over a fast, up to 400 kHz, two-wire I2C serial bus.")],
 "Both allow 400 kHz.",concern="bus_clock")
# ---------- write
if __name__=="__main__":
    import os
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)),"questions.jsonl"),"w") as f:
        for q in Q: f.write(json.dumps(q,ensure_ascii=False)+"\n")
    print(len(Q))
