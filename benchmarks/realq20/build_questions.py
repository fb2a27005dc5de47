import json
Q=[]
def it(dev, field, unit=None, mn=None, typ=None, mx=None, value=None, values=None, q=None, cond=""):
    return {"device":dev,"field":field,"quantity":q,"min":mn,"typ":typ,"max":mx,"value":value,"values":values,"unit":unit,"condition":cond}
def ev(doc,page,quote): return {"doc":doc,"page":page,"quote":quote}
def add(id,diff,typ,question,devices,verdict,items,evidence,note,wording="casual",lang="en",concern=None):
    d={"id":id,"difficulty":diff,"type":typ,"question":question,"devices":devices,"answer":{"verdict":verdict,"items":items},"evidence":evidence,"note":note,"wording":wording,"language":lang}
    if concern: d["concern"]=concern
    Q.append(d)
# ---------- batch 1
add("rq20-f01","medium","simple","74hc595 running at vcc 2v, whats the max input LOW level it accepts? in mV",["74HC595"],None,
 [it("74HC595","input_low_voltage","V",mx=0.5,cond="VIL, 74HC595, VCC = 2.0 V, -40 to +85 C")],
 [ev("74hc595.pdf",7,"VIL LOW-level VCC = 2.0 V - 0.8 0.5")],
 "VIL max 0.5 V (500 mV) at VCC = 2.0 V; beside 1.35 V at 4.5 V and 1.8 V at 6.0 V; typ column 0.8.")
add("rq20-f02","medium","simple","What minimum HIGH-level output voltage does the 74HC595 guarantee on its serial output Q7S when sourcing 4 mA at VCC = 4.5 V (-40 °C to +85 °C)?",["74HC595"],None,
 [it("74HC595","output_high_voltage","V",mn=3.84,typ=4.32,cond="VOH, Q7S output, IO = 4 mA, VCC = 4.5 V, -40 to +85 C")],
 [ev("74hc595.pdf",7,"IO = 4 mA; VCC = 4.5 V 3.84 4.32")],
 "Q7S row (3.84 min, 3.7 over -40..125 C), beside the 20 uA rows (4.4) and Qn bus-driver rows at 6 mA.","formal")
add("rq20-f03","hard","simple","74hct595 at 5.5v, worst case static supply current if the board can hit 125C? answer in mA",["74HC595"],None,
 [it("74HC595","supply_current","uA",mx=160,cond="74HCT595 ICC, VCC = 5.5 V, IO = 0 A, -40 to +125 C")],
 [ev("74hc595.pdf",9,"ICC supply current VI = VCC or GND; IO = 0 A; - - 80 - 160")],
 "160 uA = 0.16 mA in the -40..+125 C column; 80 uA is the -40..+85 C column.")
add("rq20-f04","hard","simple","drv8833 high side fet on resistance when vm is only 2.7v and the chip is hot (tj 85c)? in ohms",["DRV8833"],None,
 [it("DRV8833","on_resistance","mΩ",mx=350,cond="HS FET RDS(ON), VM = 2.7 V, IO = 500 mA, TJ = 85 C")],
 [ev("drv8833.pdf",6,"VM = 2.7 V, IO = 500 mA, TJ = 85°C 350")],
 "350 mOhm = 0.35 Ohm; beside HS 325 (VM 5 V, 85 C), 250 typ at 25 C, and LS 300 at 2.7 V/85 C.")
add("rq20-f05","medium","simple","¿Cuál es el rango de temperatura de almacenamiento del DRV8833?",["DRV8833"],None,
 [it("DRV8833","storage_temperature","°C",mn=-60,mx=150,cond="Tstg, absolute maximum")],
 [ev("drv8833.pdf",5,"Tstg Storage temperature –60 150")],
 "Tstg -60..150 C, beside TJ -40..150 C.","formal","es")
add("rq20-f06","hard","simple","For a K-type thermocouple over its full -270 °C to +1372 °C span with the MAX31855 ambient anywhere from -40 °C to +125 °C, what is the specified thermocouple temperature gain and offset error?",["MAX31855"],None,
 [it("MAX31855","accuracy","°C",mn=-6,mx=6,q="temperature",cond="MAX31855K, TTHERMOCOUPLE -270 to +1372 C, TA -40 to +125 C")],
 [ev("max31855.pdf",3,"-6 +6")],
 "±6 C for the K row over the full range; ±2 C (-200..700, TA -20..85) and ±4 C (700..1350) are the look-alike rows.","formal")
add("rq20-f07","hard","simple","txs0108e B side low output voltage with vccb = 3v sinking 400ua? in mV",["TXS0108E"],None,
 [it("TXS0108E","output_low_voltage","V",mx=0.55,cond="VOLB, IOL = 400 uA, VCCA 1.4-3.6 V, VCCB = 3 V")],
 [ev("txs0108e.pdf",7,"IOL = 400 μA, VIA ≤ 0.15 V 1.4 to 3.6 3 0.55")],
 "0.55 V = 550 mV; beside 0.4 V rows at VCCB 1.65 / 2.3 V and the port A rows.")
add("rq20-f08","medium","simple","Quelle est la plage de température de stockage du TXS0108E ?",["TXS0108E"],None,
 [it("TXS0108E","storage_temperature","°C",mn=-65,mx=150,cond="Tstg, absolute maximum")],
 [ev("txs0108e.pdf",5,"Storage temperature, Tstg –65 150")],
 "Tstg -65..150 C; TJ 150 C beside it.","formal","fr")
add("rq20-f09","medium","simple","l298n enable pins (ena/enb), what voltage counts as a low?",["L298N"],None,
 [it("L298N","input_low_voltage","V",mn=-0.3,mx=1.5,cond="Ven = L, enable low voltage, pins 6, 11")],
 [ev("l298n.pdf",3,"Enable Low Voltage (pins 6, 11) –0.3 1.5")],
 "Enable low -0.3..1.5 V (same numbers as the input VIL row, different pins); enable high 2.3..VSS.")
add("rq20-f10","hard","simple","What is the maximum low-side FET on-resistance of the DRV8833 at VM = 5 V, IO = 500 mA and TJ = 85 °C, in ohms?",["DRV8833"],None,
 [it("DRV8833","on_resistance","mΩ",mx=275,cond="LS FET RDS(ON), VM = 5 V, IO = 500 mA, TJ = 85 C")],
 [ev("drv8833.pdf",6,"VM = 5 V, IO = 500 mA, TJ = 85°C 275")],
 "275 mOhm = 0.275 Ohm; beside LS 160 typ at 25 C and HS 325 at 85 C.","formal")

# ---------- batch 2
add("rq20-f11","hard","structured","How long does one INA219 ADC conversion take in 10-bit and in 11-bit mode?",["INA219"],None,
 [it("INA219","response_time","μs",typ=148,mx=163,cond="conversion time, 10 bit"),
  it("INA219","response_time","μs",typ=276,mx=304,cond="conversion time, 11 bit")],
 [ev("ina219.pdf",5,"10 bit 148 163"),ev("ina219.pdf",5,"11 bit 276 304")],
 "Two rows asked together; beside 9-bit (84/93 us) and 12-bit (532/586 us) rows. Same numbers in the INA219A and INA219B columns.","formal")
add("rq20-f12","medium","simple","ina219 storage temp range? (not operating)",["INA219"],None,
 [it("INA219","storage_temperature","°C",mn=-65,mx=150,cond="Tstg, absolute maximum")],
 [ev("ina219.pdf",4,"Tstg Storage temperature –65 150")],
 "Tstg -65..150 C; beside operating -40..125 C (abs max table) and TA -25..85 C (recommended).")
add("rq20-f13","hard","simple","What is the typical on-resistance of the MCP73831 charge pass transistor at VDD = 3.75 V and TJ = 105 °C? Give it in ohms.",["MCP73831"],None,
 [it("MCP73831","on_resistance","mΩ",typ=350,cond="RDSON, VDD = 3.75 V, TJ = 105 C")],
 [ev("mcp73831.pdf",4,"RDSON — 350")],
 "350 mOhm = 0.35 Ohm (the unit prints as 'm' in the text layer).","formal")
add("rq20-f14","hard","simple","vl53l0x current between measurements in timed ranging mode? in nA pls",["VL53L0X"],None,
 [it("VL53L0X","standby_current","uA",typ=16,cond="timed ranging inter measurement, 23 C, 2.8 V")],
 [ev("vl53l0x.pdf",23,"Timed ranging Inter measurement 16 uA")],
 "16 uA = 16000 nA; beside HW standby 3/5/7 uA, SW standby 4/6/9 uA and active ranging 19 mA.")
add("rq20-f15","medium","simple","tp4056 storage temperature range?",["TP4056"],None,
 [it("TP4056","storage_temperature","°C",mn=-65,mx=125,cond="absolute maximum (feature list)")],
 [ev("tp4056.pdf",2,"Storage Temperature Range：-65℃~125℃")],
 "-65..125 C; beside max junction 145 C and operating -40..85 C.")
add("rq20-f16","hard","structured","What minimum input voltage does the TPS63020 need to start up?",["TPS63020"],None,
 [it("TPS63020","supply_voltage","V",mn=1.5,typ=1.8,mx=1.9,cond="minimum input voltage for start-up, 0 C <= TA <= 85 C"),
  it("TPS63020","supply_voltage","V",mn=1.5,typ=1.8,mx=2.0,cond="minimum input voltage for start-up, full temperature range")],
 [ev("tps63020.pdf",6,"Minimum input voltage for start-up 0°C ≤ TA ≤ 85°C 1.5 1.8 1.9"),ev("tps63020.pdf",6,"Minimum input voltage for start-up 1.5 1.8 2.0")],
 "Two rows (0..85 C: max 1.9 V; full range: max 2.0 V); the question does not choose. Input operating range 1.8..5.5 V is a look-alike.","formal")
add("rq20-f17","medium","simple","w25q64 current draw while doing a sector/block erase?",["W25Q64FV"],None,
 [it("W25Q64FV","supply_current","mA",typ=20,mx=25,cond="ICC6, current sector/block erase, /CS = VCC")],
 [ev("w25q64.pdf",74,"ICC6 /CS = VCC 20 25")],
 "ICC6 20/25 mA; beside write status register ICC4 8/12 mA and read currents 15/18/20 mA.")
add("rq20-f18","hard","simple","ccs811 idle mode 0 power at 1.8v, in microwatts?",["CCS811"],None,
 [it("CCS811","power_consumption","mW",typ=0.034,cond="Idle Mode 0 at VDD = 1.8 V")],
 [ev("ccs811.pdf",6,"Idle Mode 0 at VDD= 1.8V 0.034")],
 "0.034 mW = 34 uW; beside mode 1&4 46 mW, mode 2 7 mW, mode 3 1.2 mW and sleep 19 uA.")
add("rq20-f19","hard","structured","Thermocouple accuracy of the MAX31855J (J-type version)?",["MAX31855"],None,
 [it("MAX31855","accuracy","°C",mn=-2,mx=2,q="temperature",cond="MAX31855J, TTHERMOCOUPLE -210 to +750 C, TA -20 to +85 C"),
  it("MAX31855","accuracy","°C",mn=-4,mx=4,q="temperature",cond="MAX31855J, TTHERMOCOUPLE -210 to +1200 C, TA -40 to +125 C")],
 [ev("max31855.pdf",3,"-2 +2"),ev("max31855.pdf",3,"-4 +4")],
 "Two J rows (±2 C narrow range / ±4 C full range); the question does not choose. K/N/T/E/R/S rows are look-alikes.","formal")
add("rq20-f20","hard","simple","ina219B input offset voltage worst case at PGA /8? in mV",["INA219"],None,
 [it("INA219","accuracy","μV",mn=-100,mx=100,q="voltage",cond="VOS offset voltage RTI, INA219B, PGA = /8")],
 [ev("ina219.pdf",5,"PGA = /8 ±40 ±200 ±40 ±100 (4)")],
 "INA219B ±100 uV = ±0.1 mV; the INA219A column gives ±200 uV on the same row.")
# @@END
with open("questions.jsonl","w") as f:
    for q in Q: f.write(json.dumps(q,ensure_ascii=False)+"\n")
print(len(Q))
